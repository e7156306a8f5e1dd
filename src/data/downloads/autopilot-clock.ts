import { inNightWindow, myanmarMinuteOfDay, nextNightStart } from './policy'
import type { DownloadSettings } from './types'

/**
 * The autopilot's clock, pure: when the night window (Myanmar time) next opens or closes. The
 * autopilot acts only at those two edges, so a timer set for the next edge is all it needs.
 */

type Window = Pick<DownloadSettings, 'nightStartMin' | 'nightEndMin'>

const MINUTE_MS = 60_000
const DAY_MIN = 1440
const mod = (a: number, n: number) => ((a % n) + n) % n

/**
 * The first instant after `nowMs` at which the window is closed: the next Myanmar `nightEndMin`
 * o'clock while it is open, `nowMs` itself while it is closed. A window of the whole day never
 * closes (null).
 */
export function nightEndAfter(nowMs: number, window: Window): number | null {
  if (window.nightStartMin === window.nightEndMin) return null
  if (!inNightWindow(nowMs, window)) return nowMs
  const minuteStart = Math.floor(nowMs / MINUTE_MS) * MINUTE_MS
  const ahead = mod(window.nightEndMin - myanmarMinuteOfDay(nowMs), DAY_MIN)
  return minuteStart + (ahead === 0 ? DAY_MIN : ahead) * MINUTE_MS
}

/** When the window next changes (opens if closed, closes if open); null for a window of the whole day. */
export function nextNightEdge(nowMs: number, window: Window): number | null {
  return inNightWindow(nowMs, window) ? nightEndAfter(nowMs, window) : nextNightStart(nowMs, window)
}
