import { startTransition, useEffect, useRef, useState, type RefObject } from 'react'

// A row is drawn once it comes within half a screen below the bottom edge: far enough ahead that a
// flick on a phone finds it drawn, near enough that the first screen does not pay for the rows under it.
const AHEAD = '0px 0px 50% 0px'

type Reveal = () => void
const waiting = new Map<Element, Reveal>()
let observer: IntersectionObserver | null = null

// One observer for every lazy part of the page: a callback per element costs nothing, an observer
// each does.
function sharedObserver(): IntersectionObserver | null {
  if (observer) return observer
  if (typeof IntersectionObserver !== 'function') return null
  observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue
        const reveal = waiting.get(entry.target)
        waiting.delete(entry.target)
        observer?.unobserve(entry.target)
        reveal?.()
      }
    },
    { rootMargin: AHEAD },
  )
  return observer
}

/**
 * True once the element has come near the screen, and from then on. Lets a long page mount only
 * what a viewer can reach soon: on a low-cost phone, mounting a poster row below the fold costs tens
 * of milliseconds that the first screen would otherwise wait behind. `eager` starts it true (what
 * the first screen shows). Without IntersectionObserver everything is drawn at once.
 */
export function useNearViewport<T extends Element>(eager = false): [RefObject<T | null>, boolean] {
  const ref = useRef<T | null>(null)
  const [near, setNear] = useState(() => eager || typeof IntersectionObserver !== 'function')
  useEffect(() => {
    const el = ref.current
    const io = sharedObserver()
    if (near || !el || !io) return
    // A transition: React may pause the row's render for a tap.
    waiting.set(el, () => startTransition(() => setNear(true)))
    io.observe(el)
    return () => {
      waiting.delete(el)
      io.unobserve(el)
    }
  }, [near])
  return [ref, near]
}
