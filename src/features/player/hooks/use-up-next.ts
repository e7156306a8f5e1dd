import { useEffect, useRef, useState } from 'react'
import type { ContentChild } from '../../../api/schemas/catalogue'
import { COUNTDOWN_S, createCountdown, upNextDue } from '../controls/countdown'

/** The next episode's card: due in the last 10 s, counting 5 s down; cancelled stays away, seeking back resets, `held` waits. */
export function useUpNext(
  next: ContentChild | null,
  position: { time: number; duration: number; ended: boolean },
  onNext: (child: ContentChild) => void,
  held = false,
) {
  const [cancelled, setCancelled] = useState(false)
  const [left, setLeft] = useState(COUNTDOWN_S)
  const due = next !== null && !cancelled && !held && (position.ended || upNextDue(position.time, position.duration))
  const latest = useRef({ next, onNext })
  useEffect(() => {
    latest.current = { next, onNext }
  })
  useEffect(() => {
    if (!due) return
    const countdown = createCountdown(COUNTDOWN_S, {
      tick: (n) => setLeft(n),
      done: () => {
        const { next: child, onNext: play } = latest.current
        if (child) play(child)
      },
    })
    return () => countdown.cancel()
  }, [due])
  return { due, left, cancelled, cancel: () => setCancelled(true) }
}
