import { startTransition, useEffect, useRef, useState, type RefObject } from 'react'
import { afterNextPaint } from './after-next-paint'

// A row is drawn once it comes within half a screen below the bottom edge: far enough ahead that a
// flick on a phone finds it drawn, near enough that the first screen does not pay for the rows under it.
const AHEAD = '0px 0px 50% 0px'

type Reveal = () => void
const waiting = new Map<Element, Reveal>()
// Elements that came near, in the order they did, still to be drawn.
const due: Element[] = []
let observer: IntersectionObserver | null = null

// One part per frame: rows that come near together (the first screen's, a fast flick) would
// otherwise be drawn in one render and laid out in one frame, a long task on a low-cost phone.
// Apart, each frame lays out one row's posters and the phone can answer a tap between them. The
// next part waits for the last one's commit, not only for a frame: its render is a transition,
// which React may spread over several frames, and would join a transition still in progress.
let busy = false
let drawingNow: Element | null = null

function drawNext(): void {
  while (due.length > 0) {
    const el = due.shift()!
    const reveal = waiting.get(el)
    waiting.delete(el)
    if (reveal) {
      busy = true
      drawingNow = el
      reveal()
      return
    }
  }
  busy = false
}

// The part being drawn has committed (or left the page): the next one goes after this frame.
function settled(el: Element): void {
  if (el !== drawingNow) return
  drawingNow = null
  afterNextPaint(drawNext)
}

// One observer for every lazy part of the page: a callback per element costs nothing, an observer
// each does.
function sharedObserver(): IntersectionObserver | null {
  if (observer) return observer
  if (typeof IntersectionObserver !== 'function') return null
  observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue
        observer?.unobserve(entry.target)
        if (waiting.has(entry.target)) due.push(entry.target)
      }
      if (!busy) drawNext()
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
      // Runs once `near` has committed, as well as when the element leaves the page.
      settled(el)
    }
  }, [near])
  return [ref, near]
}
