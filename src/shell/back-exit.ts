import type { RouterHistory } from '@tanstack/react-router'

/** Spec: on Android-like back at home, a second press within 2 s exits. */
export const BACK_EXIT_WINDOW_MS = 2000

const SENTINEL = 'backExitSentinel'

export interface BackExitOptions {
  /** Shows "Press back again to exit". */
  hint: () => void
  windowMs?: number
  setTimer?: (fn: () => void, ms: number) => unknown
  clearTimer?: (id: unknown) => void
}

const isSentinel = (state: unknown) => Boolean(state && typeof state === 'object' && (state as Record<string, unknown>)[SENTINEL])

/**
 * A web page cannot close itself, so "back exits on the second press" is built from history: at
 * home, when home is the app's first entry, a copy of it (the sentinel) is pushed on top. The
 * first back lands on the real entry and shows the hint; for the next 2 s there is no sentinel,
 * so a second back leaves the app the way the browser always does. After 2 s the sentinel is put
 * back and the cycle starts again. The sentinel is pushed only after the viewer has interacted
 * with the page (`arm`), since browsers skip history entries added without a user gesture.
 */
export function startBackExit(history: RouterHistory, opts: BackExitOptions): { arm: () => void; stop: () => void } {
  const windowMs = opts.windowMs ?? BACK_EXIT_WINDOW_MS
  const setTimer = opts.setTimer ?? ((fn, ms) => setTimeout(fn, ms))
  const clearTimer = opts.clearTimer ?? ((id) => clearTimeout(id as ReturnType<typeof setTimeout>))
  let timer: unknown = null
  let previous = history.location

  const atRootBottom = () => history.location.pathname === '/' && history.location.state.__TSR_index === 0

  const arm = () => {
    if (timer !== null || !atRootBottom()) return
    history.push(history.location.href, { [SENTINEL]: true })
  }

  const unsubscribe = history.subscribe(({ location, action }) => {
    const from = previous
    previous = location
    if (action.type === 'BACK' && isSentinel(from.state) && atRootBottom()) {
      opts.hint()
      if (timer !== null) clearTimer(timer)
      timer = setTimer(() => {
        timer = null
        arm()
      }, windowMs)
    }
  })

  return {
    arm,
    stop() {
      unsubscribe()
      if (timer !== null) clearTimer(timer)
      timer = null
    },
  }
}
