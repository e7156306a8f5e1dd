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
