import { useLingui } from '@lingui/react/macro'
import type { ContentDetails } from '../../../api/schemas/catalogue'
import { PosterCard } from '../../../ui/cards/PosterCard'
import { PosterRow } from '../../../ui/cards/PosterRow'
import { useNearViewport } from '../../../ui/use-near-viewport'

/** The related titles; posters are drawn as the row nears the screen, not with the page's first screen. */
export function RelatedRow({ related }: { related: ContentDetails['related'] }) {
  const { t } = useLingui()
  const [ref, near] = useNearViewport<HTMLElement>()
  return (
    <PosterRow sectionRef={ref} labelId="related" heading={t`Related`} headingLevel={2} spacing="mt-2" pending={!near}>
      {near &&
        related.map((item) => (
          <li key={item.id} className="w-28 shrink-0 snap-start">
            <PosterCard id={item.id} title={item.title} image={item.posterImg} isFree={item.isFree} />
          </li>
        ))}
    </PosterRow>
  )
}
