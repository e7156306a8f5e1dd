/** Up next shows in the episode's last seconds. */
export const UP_NEXT_LEAD_S = 10
export const COUNTDOWN_S = 5

/** Whether the next episode's card is due: in the last 10 s (or from the credits, when known). */
export function upNextDue(time: number, duration: number, creditsAt: number | null = null): boolean {
  if (!(duration > UP_NEXT_LEAD_S * 2)) return false
  const from =
    creditsAt !== null && creditsAt > 0 && creditsAt < duration ? Math.min(creditsAt, duration - UP_NEXT_LEAD_S) : duration - UP_NEXT_LEAD_S
  return time >= from
}

interface Timers {
  setInterval(fn: () => void, ms: number): unknown
  clearInterval(handle: unknown): void
}

const realTimers: Timers = {
  setInterval: (fn, ms) => globalThis.setInterval(fn, ms),
  clearInterval: (h) => globalThis.clearInterval(h as ReturnType<typeof setInterval>),
}

/** Counts whole seconds down to zero, then calls done once; cancel stops it for good. */
export function createCountdown(seconds: number, on: { tick(left: number): void; done(): void }, timers: Timers = realTimers) {
  let left = seconds
  let handle: unknown = timers.setInterval(() => {
    left -= 1
    on.tick(left)
    if (left <= 0) {
      stop()
      on.done()
    }
  }, 1000)
  const stop = () => {
    if (handle !== null) timers.clearInterval(handle)
    handle = null
  }
  on.tick(left)
  return { cancel: stop }
}
