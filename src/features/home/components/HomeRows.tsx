import type { HomeData } from '../../../api/schemas/catalogue'
import { ContinueWatchingRow } from './ContinueWatchingRow'
import { PromotionsRow } from './PromotionsRow'
import { SectionRow } from './SectionRow'
import { useRecents } from '../recents'

/** Everything below the carousel, in spec order. */
export function HomeRows({ data }: { data: HomeData }) {
  const recents = useRecents() ?? []
  return (
    <>
      <ContinueWatchingRow items={recents} />
      <PromotionsRow promotions={data.promotionBanners} />
      {data.sections.map((section) => (
        <SectionRow key={section.sectionInfo.id} section={section} />
      ))}
    </>
  )
}
