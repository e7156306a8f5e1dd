import { realTimers, type Timers } from './timers'

/** How long after a tap a second one still counts as the same gesture. */
export const TAP_WINDOW_MS = 300
/** A run of seeking taps ends this long after its last tap. */
export const STREAK_END_MS = 800
export const TAP_SEEK_SECONDS = 10

export type Zone = 'left' | 'middle' | 'right'

/** The left and right thirds seek; the middle only shows or hides the controls. */
export function zoneOf(x: number, width: number): Zone {
  if (width <= 0) return 'middle'
  if (x < width / 3) return 'left'
  if (x > (width * 2) / 3) return 'right'
  return 'middle'
}

export interface Streak {
  zone: 'left' | 'right'
  /** Seconds sought so far in this run: negative backward. */
  total: number
}

export interface TapHandlers {
  /** One tap alone: show or hide the controls. */
  single(): void
  /** Seek by this many seconds now. */
  seek(delta: number): void
  /** The running total to show beside the ripple; null when the run ends. */
  streak(streak: Streak | null): void
}

/** A side tap waits for a second: two seek 10 s, each further one in the run 10 s more; a middle tap acts at once. */
export function createTapTracker(on: TapHandlers, timers: Timers = realTimers) {
  let pending: { zone: Zone; timer: unknown } | null = null
  let streak: Streak | null = null
  let streakTimer: unknown = null

  const endStreakLater = () => {
    if (streakTimer !== null) timers.clearTimeout(streakTimer)
    streakTimer = timers.setTimeout(() => {
      streakTimer = null
      streak = null
      on.streak(null)
    }, STREAK_END_MS)
  }
  const seek = (zone: 'left' | 'right') => {
    const delta = zone === 'left' ? -TAP_SEEK_SECONDS : TAP_SEEK_SECONDS
    streak = streak && streak.zone === zone ? { zone, total: streak.total + delta } : { zone, total: delta }
    on.seek(delta)
    on.streak(streak)
    endStreakLater()
  }

  return {
    tap(zone: Zone) {
      if (zone !== 'middle' && streak !== null) return seek(zone)
      if (pending && pending.zone === zone && zone !== 'middle') {
        timers.clearTimeout(pending.timer)
        pending = null
        return seek(zone)
      }
      if (pending) {
        // A tap elsewhere: the first one was a single tap after all.
        timers.clearTimeout(pending.timer)
        pending = null
        on.single()
      }
      if (zone === 'middle') return on.single()
      const timer = timers.setTimeout(() => {
        pending = null
        on.single()
      }, TAP_WINDOW_MS)
      pending = { zone, timer }
    },
    dispose() {
      if (pending) timers.clearTimeout(pending.timer)
      if (streakTimer !== null) timers.clearTimeout(streakTimer)
      pending = null
    },
  }
}
