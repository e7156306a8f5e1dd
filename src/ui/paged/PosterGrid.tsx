import type { ReactNode } from 'react'
import { PosterCardSkeleton } from '../cards/PosterCard'
import { PULSE_GROUP, placeholderKeys } from '../Skeleton'

export const POSTER_GRID_CLASS = 'grid grid-cols-3 gap-x-3 gap-y-4 px-4 sm:grid-cols-4 md:grid-cols-5 lg:grid-cols-6 xl:grid-cols-8'

/** How wide a grid's poster is drawn: a third of a phone's width, less the margins and gaps; about 150 px wider up. */
export const POSTER_GRID_SIZES = '(min-width: 640px) 160px, calc((100vw - 3.5rem) / 3)'
/** A grid poster's width on a phone of 412 CSS px, for the data saver's 1× pick. */
export const POSTER_GRID_WIDTH = 120

/** A grid of posters (three across on a phone, more on wider screens). */
export function PosterGrid({ children, label }: { children: ReactNode; label?: string }) {
  return (
    <ul aria-label={label} className={POSTER_GRID_CLASS}>
      {children}
    </ul>
  )
}

/** Spec section 9: grid placeholders are padded to 8 cells. */
export function PosterGridPlaceholders({ more = false }: { more?: boolean }) {
  return (
    <div aria-hidden="true" className={`${POSTER_GRID_CLASS} ${PULSE_GROUP} ${more ? 'mt-4' : ''}`}>
      {placeholderKeys().map((k) => (
        <PosterCardSkeleton key={k} />
      ))}
    </div>
  )
}
