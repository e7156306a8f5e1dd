export function median(values: number[]): number {
  if (values.length === 0) return Number.NaN
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2
}

/** The median with the lowest and highest value behind it. */
export interface Spread {
  median: number
  min: number
  max: number
}

export function spreadOf(values: number[]): Spread {
  return { median: median(values), min: Math.min(...values), max: Math.max(...values) }
}
