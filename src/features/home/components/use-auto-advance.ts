import { useEffect, useState, useSyncExternalStore } from 'react'

/** Spec section 9: the carousel advances every 4000 ms. */
export const CAROUSEL_INTERVAL_MS = 4000

function subscribeVisibility(onChange: () => void) {
  document.addEventListener('visibilitychange', onChange)
  return () => document.removeEventListener('visibilitychange', onChange)
}

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)'

function subscribeMotion(onChange: () => void) {
  if (typeof window.matchMedia !== 'function') return () => {}
  const query = window.matchMedia(REDUCED_MOTION)
  query.addEventListener('change', onChange)
  return () => query.removeEventListener('change', onChange)
}

const reducedMotion = () => typeof window.matchMedia === 'function' && window.matchMedia(REDUCED_MOTION).matches

/** The current slide, advancing every 4 s unless hidden, reduced motion or `held`; a slide chosen by hand restarts the wait. */
export function useAutoAdvance(count: number, held: boolean): [number, (i: number) => void] {
  const [current, setCurrent] = useState(0)
  const hidden = useSyncExternalStore(
    subscribeVisibility,
    () => document.hidden,
    () => false,
  )
  const still = useSyncExternalStore(subscribeMotion, reducedMotion, () => false)
  const index = count > 0 ? current % count : 0
  const paused = held || hidden || still || count < 2
  useEffect(() => {
    if (paused) return
    const timer = setInterval(() => setCurrent((i) => (i + 1) % count), CAROUSEL_INTERVAL_MS)
    return () => clearInterval(timer)
  }, [paused, count, index])
  return [index, (i: number) => setCurrent(count > 0 ? ((i % count) + count) % count : 0)]
}
