import { useRef, useState, type ReactNode } from 'react'
import { useLingui } from '@lingui/react/macro'
import { useAutoAdvance } from './use-auto-advance'

export interface CarouselProps {
  label: string
  slides: { key: string | number; label: string; node: ReactNode }[]
  /** Classes of the slide frame: it fixes the box (aspect ratio) before any image arrives. */
  frameClass: string
}

const SWIPE_PX = 40

/** A looping, auto-advancing carousel with position dots (WAI-ARIA carousel pattern). */
export function Carousel({ label, slides, frameClass }: CarouselProps) {
  const { t } = useLingui()
  const [held, setHeld] = useState(false)
  const [index, goTo] = useAutoAdvance(slides.length, held)
  const touchX = useRef<number | null>(null)
  const count = slides.length

  return (
    <section
      aria-roledescription={t`carousel`}
      aria-label={label}
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget)) setHeld(false)
      }}
    >
      <div
        className={`relative overflow-hidden rounded-xl bg-slate-200 dark:bg-slate-800 ${frameClass}`}
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
        <div className="mt-1 flex justify-center gap-0.5">
          {slides.map((slide, i) => (
            <button
              key={slide.key}
              type="button"
              aria-label={t`Show banner ${i + 1} of ${count}`}
              aria-current={i === index ? 'true' : undefined}
              onClick={() => goTo(i)}
              className="group grid size-6 place-items-center rounded-full"
            >
              <span
                aria-hidden="true"
                className={`block h-2 rounded-full transition-all ${i === index ? 'w-5 bg-primary' : 'w-2 bg-slate-400 group-hover:bg-slate-500 dark:bg-slate-500'}`}
              />
            </button>
          ))}
        </div>
      )}
    </section>
  )
}
