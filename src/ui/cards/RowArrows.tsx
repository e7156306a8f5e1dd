import { useEffect, useState, type RefObject } from 'react'
import { useLingui } from '@lingui/react/macro'
import { afterNextPaint } from '../after-next-paint'

/** A mouse or trackpad: a finger swipes a row, a mouse needs buttons to page through it. */
export const FINE_POINTER = '(hover: hover) and (pointer: fine)'

interface Ends {
  start: boolean
  end: boolean
}

/** Whether the list is scrolled to its start and to its end, kept up as it scrolls and grows. */
function useScrollEnds(list: RefObject<HTMLElement | null>, active: boolean): Ends {
  const [ends, setEnds] = useState<Ends>({ start: true, end: true })
  useEffect(() => {
    const node = list.current
    if (!active || !node) return
    const measure = () => {
      const start = node.scrollLeft <= 1
      const end = node.scrollLeft + node.clientWidth >= node.scrollWidth - 1
      setEnds((was) => (was.start === start && was.end === end ? was : { start, end }))
    }
    measure()
    node.addEventListener('scroll', measure, { passive: true })
    // The window's width changes what fits; posters drawn later (as the row nears the screen) add width.
    const resized = new ResizeObserver(measure)
    resized.observe(node)
    const grown = new MutationObserver(measure)
    grown.observe(node, { childList: true })
    return () => {
      node.removeEventListener('scroll', measure)
      resized.disconnect()
      grown.disconnect()
    }
  }, [list, active])
  return ends
}

const BUTTON =
  'absolute top-0 bottom-2 z-10 my-auto grid size-11 place-items-center rounded-full bg-white/95 text-slate-900 shadow-md ring-1 ring-slate-900/10 ' +
  'opacity-0 transition-opacity group-hover/row:opacity-100 focus-visible:opacity-100 disabled:invisible ' +
  'hover:text-primary-strong dark:bg-slate-800/95 dark:text-slate-100 dark:ring-white/10 dark:hover:text-primary'

function Arrow({ back }: { back?: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width={22} height={22} fill="none" stroke="currentColor" strokeWidth={2.5} aria-hidden="true">
      <path d={back ? 'm15 5-7 7 7 7' : 'm9 5 7 7-7 7'} />
    </svg>
  )
}

/** Asked after the first paint: during a render, `matchMedia().matches` recomputes the whole page's style. */
function useFinePointer(): boolean {
  const [fine, setFine] = useState(false)
  useEffect(() => afterNextPaint(() => setFine(window.matchMedia(FINE_POINTER).matches)), [])
  return fine
}

/** Previous and next over a home row, for pointer devices only, shown on hover or keyboard focus. */
export function RowArrows({ list }: { list: RefObject<HTMLElement | null> }) {
  const { t } = useLingui()
  const fine = useFinePointer()
  const ends = useScrollEnds(list, fine)
  if (!fine) return null
  const page = (direction: 1 | -1) => {
    const node = list.current
    if (!node) return
    const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches
    node.scrollBy({ left: direction * node.clientWidth * 0.8, behavior: still ? 'instant' : 'smooth' })
  }
  return (
    <>
      <button type="button" aria-label={t`Show previous`} disabled={ends.start} onClick={() => page(-1)} className={`${BUTTON} left-2`}>
        <Arrow back />
      </button>
      <button type="button" aria-label={t`Show next`} disabled={ends.end} onClick={() => page(1)} className={`${BUTTON} right-2`}>
        <Arrow />
      </button>
    </>
  )
}
