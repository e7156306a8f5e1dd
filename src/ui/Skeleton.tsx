import type { CSSProperties } from 'react'

/** A grey block standing in for content that is on its way. */
export function Skeleton({ ratio, className = '' }: { ratio?: string; className?: string }) {
  const style: CSSProperties | undefined = ratio ? { aspectRatio: ratio } : undefined
  return <div aria-hidden="true" style={style} className={`animate-pulse rounded-md bg-slate-200 dark:bg-slate-800 ${className}`} />
}

/** A block that pulses as one (its placeholders hold still): every running pulse is a compositor layer. */
export const PULSE_GROUP = 'animate-pulse'

/** Spec section 9: grid and list placeholders are padded to 8 cells or rows. */
export const PLACEHOLDER_COUNT = 8

export function placeholderKeys(count: number = PLACEHOLDER_COUNT): number[] {
  return Array.from({ length: count }, (_, i) => i)
}
