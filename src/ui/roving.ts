/** Which arrow keys move along a group: menus and lists go up and down, star rows left and right. */
export type RovingOrientation = 'vertical' | 'horizontal' | 'both'

const NEXT: Record<RovingOrientation, string[]> = {
  vertical: ['ArrowDown'],
  horizontal: ['ArrowRight'],
  both: ['ArrowDown', 'ArrowRight'],
}
const PREVIOUS: Record<RovingOrientation, string[]> = {
  vertical: ['ArrowUp'],
  horizontal: ['ArrowLeft'],
  both: ['ArrowUp', 'ArrowLeft'],
}

/** Arrows step and wrap (as ARIA menus and radio groups do), Home and End go to the ends; null leaves the key alone. */
export function rovingTarget(key: string, index: number, count: number, orientation: RovingOrientation = 'both'): number | null {
  if (count <= 0) return null
  const from = Math.min(Math.max(index, 0), count - 1)
  if (NEXT[orientation].includes(key)) return (from + 1) % count
  if (PREVIOUS[orientation].includes(key)) return (from - 1 + count) % count
  if (key === 'Home') return 0
  if (key === 'End') return count - 1
  return null
}
