import type { CSSProperties } from 'react'

/** A grey block standing in for content that is on its way. */
export function Skeleton({ ratio, className = '' }: { ratio?: string; className?: string }) {
  const style: CSSProperties | undefined = ratio ? { aspectRatio: ratio } : undefined
  return <div aria-hidden="true" style={style} className={`animate-pulse rounded-md bg-slate-200 dark:bg-slate-800 ${className}`} />
}

/**
 * The class of a block of placeholders that pulses as one: the placeholders inside it hold still
 * (src/styles.css). Every running pulse is a layer of its own for the compositor, and home's
 * skeleton alone ran about 80 of them.
 */
export const PULSE_GROUP = 'animate-pulse'

/** Spec section 9: grid and list placeholders are padded to 8 cells or rows. */
export const PLACEHOLDER_COUNT = 8

export function placeholderKeys(count: number = PLACEHOLDER_COUNT): number[] {
  return Array.from({ length: count }, (_, i) => i)
}
