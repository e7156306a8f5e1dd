export type Ago = { unit: 'now' } | { unit: 'minute' | 'hour' | 'day' | 'month' | 'year'; n: number }

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

/** How long ago in the largest whole unit, through our messages: no Burmese in date-fns, nor `my` Intl data everywhere. */
export function ago(then: number, now: number): Ago {
  const d = Math.max(0, now - then)
  if (d < MINUTE) return { unit: 'now' }
  if (d < HOUR) return { unit: 'minute', n: Math.floor(d / MINUTE) }
  if (d < DAY) return { unit: 'hour', n: Math.floor(d / HOUR) }
  if (d < 30 * DAY) return { unit: 'day', n: Math.floor(d / DAY) }
  if (d < 365 * DAY) return { unit: 'month', n: Math.floor(d / (30 * DAY)) }
  return { unit: 'year', n: Math.floor(d / (365 * DAY)) }
}
