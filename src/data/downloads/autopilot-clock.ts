import { inNightWindow, myanmarMinuteOfDay, nextNightStart } from './policy'
import type { DownloadSettings } from './types'

// The autopilot acts only at the night window's two edges: a timer for the next one is all it needs.
type Window = Pick<DownloadSettings, 'nightStartMin' | 'nightEndMin'>

const MINUTE_MS = 60_000
const DAY_MIN = 1440
const mod = (a: number, n: number) => ((a % n) + n) % n

/** The first instant at or after `nowMs` the window is closed; null for a whole-day window. */
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
