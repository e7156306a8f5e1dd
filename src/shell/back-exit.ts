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
 * A page cannot close itself: a sentinel copy of home is pushed on top, the first back shows the
 * hint, and for 2 s a second back leaves. `arm` after a gesture: browsers skip entries added without.
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
