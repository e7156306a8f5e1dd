import { startTransition, useEffect, useState } from 'react'

/**
 * Runs `task` once the next frame has been painted, and returns a cancel function. A callback of
 * requestAnimationFrame runs before the frame's style, layout and paint; a task posted from it
 * runs after them.
 */
export function afterNextPaint(task: () => void): () => void {
  let cancelled = false
  let channel: MessageChannel | null = null
  const frame = requestAnimationFrame(() => {
    if (cancelled) return
    channel = new MessageChannel()
    channel.port1.onmessage = () => {
      channel?.port1.close()
      if (!cancelled) task()
    }
    channel.port2.postMessage(null)
  })
  return () => {
    cancelled = true
    cancelAnimationFrame(frame)
    channel?.port1.close()
  }
}

/**
 * False until the first frame after the component mounted has been painted, then true (set in a
 * transition, so what it reveals renders interruptibly). Always true when not `active`.
 */
export function usePaintedOnce(active = true): boolean {
  const [painted, setPainted] = useState(false)
  useEffect(() => (active ? afterNextPaint(() => startTransition(() => setPainted(true))) : undefined), [active])
  return painted || !active
}

/**
 * How many of a list's `total` items to draw: `first` at once, then `step` more after each painted
 * frame, until all are drawn. Each step's rows are laid out in a frame of their own: a list of
 * Burmese rows laid out in one frame is a task of tens of milliseconds on a low-cost phone, and
 * those under the first screen would hold up its first paint and the viewer's first tap.
 */
export function useStepwiseCount(total: number, first: number, step: number): number {
  const [shown, setShown] = useState(first)
  const done = shown >= total
  useEffect(() => (done ? undefined : afterNextPaint(() => startTransition(() => setShown((n) => n + step)))), [done, shown, step])
  return Math.min(shown, total)
}
