import { startTransition, useEffect, useState } from 'react'

/**
 * How many of `total` items to render: `first` at once, then one more each time the main thread
 * goes idle. A low-cost phone spends tens of milliseconds mounting one poster row; mounting the
 * rows below the fold one at a time keeps every task short, so a tap is never stuck behind the
 * whole feed. The transition lets React pause a row's render for input.
 */
export function useRevealed(total: number, first: number): number {
  const [count, setCount] = useState(first)
  const done = count >= total
  useEffect(() => {
    if (done) return
    return whenIdle(() => startTransition(() => setCount((c) => c + 1)))
  }, [count, done])
  return Math.min(count, total)
}

// A page that never goes idle still gets its rows, a little later.
const IDLE_TIMEOUT_MS = 1000

function whenIdle(run: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS })
    return () => cancelIdleCallback(id)
  }
  const id = setTimeout(run, 16)
  return () => clearTimeout(id)
}
