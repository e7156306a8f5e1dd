import { useLingui } from '@lingui/react/macro'
import type { ContentDetails } from '../../../api/schemas/catalogue'
import { PosterCard } from '../../../ui/cards/PosterCard'
import { PendingPosters } from '../../../ui/cards/PendingPosters'
import { useNearViewport } from '../../../ui/use-near-viewport'

/**
 * The titles related to this one. Their posters are drawn as the row comes near the screen: it
 * sits under the episodes, and laying out its Burmese titles with the page's first screen would
 * only lengthen the task a low-cost phone answers the first tap after.
 */
export function RelatedRow({ related }: { related: ContentDetails['related'] }) {
  const { t } = useLingui()
  const [ref, near] = useNearViewport<HTMLElement>()
  return (
    <section ref={ref} aria-labelledby="related" className="mt-2">
      <h3 id="related" className="mb-2 px-4 text-base font-semibold">{t`Related`}</h3>
      {near ? (
        <ul className="flex gap-3 overflow-x-auto px-4 pb-2">
          {related.map((item) => (
            <li key={item.id} className="w-28 shrink-0">
              <PosterCard id={item.id} title={item.title} image={item.posterImg} isFree={item.isFree} />
            </li>
          ))}
        </ul>
      ) : (
        <PendingPosters />
      )}
    </section>
  )
}
