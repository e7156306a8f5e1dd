const MINUTE_MS = 60_000
const HOUR_MS = 60 * MINUTE_MS

/** Spec section 9: the progress bar is position over duration, kept within 0..1. */
export function watchProgress(positionMs: number, durationMs: number): number {
  if (!Number.isFinite(positionMs) || !Number.isFinite(durationMs) || durationMs <= 0) return 0
  return Math.min(1, Math.max(0, positionMs / durationMs))
}

export type TimeLeft = { unit: 'hours' | 'minutes'; value: number }

/**
 * Spec section 9: remaining time in hours when at least one hour is left, else in minutes, from
 * milliseconds. Whole hours round down ("1 hr" until 2 h remain); minutes round up, so the last
 * seconds of an episode read "1 min", never "0 min", and only a finished episode reads 0.
 */
export function timeLeft(positionMs: number, durationMs: number): TimeLeft {
  const duration = Number.isFinite(durationMs) ? Math.max(0, durationMs) : 0
  const position = Number.isFinite(positionMs) ? Math.min(duration, Math.max(0, positionMs)) : 0
  const left = duration - position
  if (left >= HOUR_MS) return { unit: 'hours', value: Math.floor(left / HOUR_MS) }
  return { unit: 'minutes', value: Math.ceil(left / MINUTE_MS) }
}
