import { useRef, useState, type ReactNode } from 'react'
import { useLingui } from '@lingui/react/macro'
import { useAutoAdvance } from './use-auto-advance'
import { useImageSaver } from '../../../ui/image-saver'
import { formatCount } from '../../../i18n/numbers'

export interface CarouselProps {
  label: string
  slides: { key: string | number; label: string; node: ReactNode }[]
  /** Classes of the slide frame: it fixes the box (aspect ratio) before any image arrives. */
  frameClass: string
}

const SWIPE_PX = 40

/** A looping, auto-advancing carousel with position dots (WAI-ARIA carousel pattern). */
export function Carousel({ label, slides, frameClass }: CarouselProps) {
  const { t, i18n } = useLingui()
  const [held, setHeld] = useState(false)
  // WCAG 2.2.2: moving content gets a control to stop it, besides stopping on hover and focus.
  const [stopped, setStopped] = useState(false)
  // Under the data saver each turn would fetch a picture the viewer did not ask for: it turns by hand.
  const saver = useImageSaver()
  const [index, goTo] = useAutoAdvance(slides.length, held || stopped || saver)
  const touchX = useRef<number | null>(null)
  const count = slides.length

  return (
    <section aria-roledescription={t`carousel`} aria-label={label}>
      {/* Only the slides hold the rotation: a viewer using the dots or play must see it move. */}
      <div
        className={`relative overflow-hidden rounded-xl bg-slate-200 dark:bg-slate-800 ${frameClass}`}
        onMouseEnter={() => setHeld(true)}
        onMouseLeave={() => setHeld(false)}
        onFocus={() => setHeld(true)}
        onBlur={(e) => {
          if (!e.currentTarget.contains(e.relatedTarget)) setHeld(false)
        }}
        onTouchStart={(e) => {
          touchX.current = e.touches[0]?.clientX ?? null
        }}
        onTouchEnd={(e) => {
          const start = touchX.current
          const end = e.changedTouches[0]?.clientX
          touchX.current = null
          if (start === null || end === undefined || Math.abs(end - start) < SWIPE_PX) return
          goTo(end < start ? index + 1 : index - 1)
        }}
      >
        <ul
          className="flex h-full transition-transform duration-500 ease-out motion-reduce:transition-none"
          style={{ transform: `translateX(-${index * 100}%)` }}
        >
          {slides.map((slide, i) => (
            <li
              key={slide.key}
              aria-roledescription={t`slide`}
              aria-label={slide.label}
              aria-hidden={i !== index}
              inert={i !== index}
              data-active={i === index}
              className="h-full w-full shrink-0"
            >
              {slide.node}
            </li>
          ))}
        </ul>
      </div>
      {count > 1 && (
        <div className="flex items-center justify-center">
          <button
            type="button"
            aria-label={stopped ? t`Play banners` : t`Pause banners`}
            onClick={() => setStopped(!stopped)}
            className="grid size-11 place-items-center rounded-full text-slate-600 hover:text-primary-strong dark:text-slate-300"
          >
            <svg viewBox="0 0 16 16" width={12} height={12} fill="currentColor" aria-hidden="true">
              {stopped ? <path d="M4 2.5v11l9-5.5Z" /> : <path d="M4 2.5h3v11H4Zm5 0h3v11H9Z" />}
            </svg>
          </button>
          {slides.map((slide, i) => (
            <button
              key={slide.key}
              type="button"
              aria-label={t`Show banner ${formatCount(i18n, i + 1)} of ${formatCount(i18n, count)}`}
              aria-current={i === index ? 'true' : undefined}
              onClick={() => goTo(i)}
              className="group grid size-11 place-items-center rounded-full"
            >
              <span
                aria-hidden="true"
                className={`block h-2 rounded-full transition-all ${i === index ? 'w-5 bg-primary' : 'w-2 bg-slate-500 group-hover:bg-slate-600 dark:bg-slate-400'}`}
              />
            </button>
          ))}
        </div>
      )}
    </section>
  )
}
