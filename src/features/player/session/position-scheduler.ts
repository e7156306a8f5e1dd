/** Position reports: every 10 s of playback and at once on pause, seek, hide, leave and end; a repeat is skipped. */

/** Milliseconds, as the watch history stores them (spec section 3). */
export interface PositionSample {
  position: number
  duration: number
}

export interface SchedulerTimers {
  setInterval(fn: () => void, ms: number): unknown
  clearInterval(handle: unknown): void
}

export interface PositionSchedulerOptions {
  /** The current position, or null while nothing is known (no duration yet, or a live stream). */
  read(): PositionSample | null
  post(sample: PositionSample): void
  periodMs?: number
  timers?: SchedulerTimers
}

export interface PositionScheduler {
  playing(): void
  paused(): void
  seeked(): void
  hidden(): void
  /** The episode ended: it counts as finished, position = duration. */
  ended(): void
  /** Leaving the player: one last report, then nothing more. */
  leave(): void
}

export const POSITION_PERIOD_MS = 10_000

const defaultTimers: SchedulerTimers = {
  setInterval: (fn, ms) => globalThis.setInterval(fn, ms),
  clearInterval: (h) => globalThis.clearInterval(h as ReturnType<typeof setInterval>),
}

function valid(s: PositionSample | null): s is PositionSample {
  return s !== null && Number.isFinite(s.duration) && s.duration >= 1 && Number.isFinite(s.position) && s.position >= 0
}

export function createPositionScheduler(opts: PositionSchedulerOptions): PositionScheduler {
  const period = opts.periodMs ?? POSITION_PERIOD_MS
  const timers = opts.timers ?? defaultTimers
  let timer: unknown = null
  let last: PositionSample | null = null
  let done = false

  const report = (sample: PositionSample | null) => {
    if (done || !valid(sample)) return
    const s = { position: Math.round(Math.min(sample.position, sample.duration)), duration: Math.round(sample.duration) }
    if (last && last.position === s.position && last.duration === s.duration) return
    last = s
    opts.post(s)
  }
  const flush = () => report(opts.read())
  const stopTimer = () => {
    if (timer !== null) timers.clearInterval(timer)
    timer = null
  }

  return {
    playing() {
      if (done || timer !== null) return
      timer = timers.setInterval(flush, period)
    },
    paused() {
      stopTimer()
      flush()
    },
    seeked: flush,
    hidden: flush,
    ended() {
      stopTimer()
      const s = opts.read()
      if (valid(s)) report({ position: s.duration, duration: s.duration })
    },
    leave() {
      stopTimer()
      flush()
      done = true
    },
  }
}
