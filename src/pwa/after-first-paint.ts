/**
 * Runs `task` once the page has loaded and the main thread is idle (or after 3 s at most), so
 * start-up work that the first screen does not need never delays it. Returns a cancel function.
 */
export function afterFirstPaint(task: () => void, win: Window = window): () => void {
  let cancelled = false
  const run = () => {
    if (!cancelled) task()
  }
  const idle = () => {
    if ('requestIdleCallback' in win) win.requestIdleCallback(run, { timeout: 3000 })
    else setTimeout(run, 0)
  }
  if (win.document.readyState === 'complete') idle()
  else win.addEventListener('load', idle, { once: true })
  return () => {
    cancelled = true
    win.removeEventListener('load', idle)
  }
}
