/**
 * Runs `task` once the page has loaded and the main thread is idle (or after 3 s at most), so
 * start-up work that the first screen does not need never delays it.
 */
export function afterFirstPaint(task: () => void, win: Window = window): void {
  const idle = () => {
    if ('requestIdleCallback' in win) win.requestIdleCallback(() => task(), { timeout: 3000 })
    else setTimeout(task, 0)
  }
  if (win.document.readyState === 'complete') idle()
  else win.addEventListener('load', idle, { once: true })
}
