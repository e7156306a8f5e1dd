import type { ReactNode } from 'react'
import { PosterCardSkeleton } from '../cards/PosterCard'
import { PULSE_GROUP, placeholderKeys } from '../Skeleton'

export const POSTER_GRID_CLASS = 'grid grid-cols-3 gap-x-3 gap-y-4 px-4 sm:grid-cols-4 md:grid-cols-5 lg:grid-cols-6 xl:grid-cols-8'

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
