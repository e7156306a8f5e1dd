import { startTransition, useEffect, useState } from 'react'

/** A task posted from requestAnimationFrame runs after the frame's paint. */
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

/** True once the first frame after mount has painted (in a transition); always true when not `active`. */
export function usePaintedOnce(active = true): boolean {
  const [painted, setPainted] = useState(false)
  useEffect(() => (active ? afterNextPaint(() => startTransition(() => setPainted(true))) : undefined), [active])
  return painted || !active
}

/** `first` at once, then `step` more per painted frame, so rows under the first screen do not hold it up. */
export function useStepwiseCount(total: number, first: number, step: number): number {
  const [shown, setShown] = useState(first)
  const done = shown >= total
  useEffect(() => (done ? undefined : afterNextPaint(() => startTransition(() => setShown((n) => n + step)))), [done, shown, step])
  return Math.min(shown, total)
}
