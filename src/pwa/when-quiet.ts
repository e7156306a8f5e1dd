type Win = Pick<Window, 'setTimeout' | 'clearTimeout'> & { PerformanceObserver?: typeof PerformanceObserver }

/** How long the page must go without a request finishing or a long task to count as settled. */
export const QUIET_MS = 2000
/** Past this, the task runs even on a page that never settles (a playing video fetches on and on). */
export const QUIET_DEADLINE_MS = 10_000

/**
 * Runs `task` once the page has settled: `quietMs` without a request of its own finishing or a
 * long task, or `deadlineMs` from now whatever happens. Returns a cancel function. Without
 * PerformanceObserver, it runs after `quietMs`.
 */
export function whenPageQuiet(
  task: () => void,
  { quietMs = QUIET_MS, deadlineMs = QUIET_DEADLINE_MS } = {},
  win: Win = window,
): () => void {
  let finished = false
  let quiet: number | undefined
  let observer: PerformanceObserver | null = null
  const finish = (run: boolean) => {
    if (finished) return
    finished = true
    win.clearTimeout(quiet)
    win.clearTimeout(deadline)
    observer?.disconnect()
    if (run) task()
  }
  const rearm = () => {
    win.clearTimeout(quiet)
    quiet = win.setTimeout(() => finish(true), quietMs)
  }
  const deadline = win.setTimeout(() => finish(true), deadlineMs)
  const Observer = win.PerformanceObserver
  if (typeof Observer === 'function') {
    observer = new Observer(rearm)
    for (const type of ['resource', 'longtask']) {
      // A browser without long-task timing still reports requests.
      if (Observer.supportedEntryTypes?.includes(type)) observer.observe({ type })
    }
  }
  rearm()
  return () => finish(false)
}
