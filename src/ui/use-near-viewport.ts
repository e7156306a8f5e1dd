import { startTransition, useEffect, useRef, useState, type RefObject } from 'react'
import { afterNextPaint } from './after-next-paint'

// Half a screen ahead: a flick finds the row drawn, and the first screen does not pay for rows under it.
const AHEAD = '0px 0px 50% 0px'

type Reveal = () => void
const waiting = new Map<Element, Reveal>()
// Elements that came near, in the order they did, still to be drawn.
const due: Element[] = []
let observer: IntersectionObserver | null = null

// One part per frame, each after the last one's commit (a transition may span frames), so rows that
// come near together are not laid out in one long task.
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

// One observer for every lazy part of the page: an observer each costs, a callback each does not.
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

/** True once the element has come near the screen; `eager` (the first screen) and a browser without IntersectionObserver start true. */
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
