import { PULSE_GROUP, Skeleton, placeholderKeys } from '../../../ui/Skeleton'

// PosterCard's ratio (spec: 112 by 160), repeated so the skeleton does not pull the card into start-up.
const POSTER_RATIO = '112 / 160'

/** Spec section 9: 8 poster placeholders per row. */
export function SectionRowSkeleton() {
  return (
    <div aria-hidden="true" className={`mt-6 ${PULSE_GROUP}`}>
      <Skeleton className="mx-4 mb-2 h-5 w-40" />
      <div className="flex gap-3 overflow-hidden px-4">
        {placeholderKeys(8).map((k) => (
          <div key={k} className="w-28 shrink-0">
            <Skeleton ratio={POSTER_RATIO} />
            <Skeleton className="mt-1 h-3 w-3/4" />
          </div>
        ))}
      </div>
    </div>
  )
}
