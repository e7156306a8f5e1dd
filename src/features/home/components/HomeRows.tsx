import type { HistoryItem } from '../../../api/schemas/account'
import type { HomeData } from '../../../api/schemas/catalogue'
import { ContinueWatchingRow } from './ContinueWatchingRow'
import { PromotionsRow } from './PromotionsRow'
import { SectionRow } from './SectionRow'

/** Everything below the carousel, in spec order. */
export function HomeRows({ data, recents }: { data: HomeData; recents: HistoryItem[] }) {
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
