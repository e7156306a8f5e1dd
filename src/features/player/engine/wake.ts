/** The longest wait before a held file is looked for again: the downloader stores one every few seconds. */
export const MAX_WAKE_MS = 15_000

/**
 * Waits before a file that could not be had is looked for again: 1 s, then doubling up to 15 s, so a
 * server that came back is noticed soon without asking it every second; at once when the browser
 * says the connection is back, or when the load is dropped.
 */
export function wakeAfter(
  tries: number,
  signal: AbortSignal,
  target: Pick<Window, 'addEventListener' | 'removeEventListener'> = window,
): Promise<void> {
  const ms = Math.min(MAX_WAKE_MS, 1000 * 2 ** tries)
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer)
      target.removeEventListener('online', done)
      signal.removeEventListener('abort', done)
      resolve()
    }
    const timer = setTimeout(done, ms)
    target.addEventListener('online', done)
    signal.addEventListener('abort', done)
    if (signal.aborted) done()
  })
}
