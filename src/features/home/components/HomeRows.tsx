import type { HomeData } from '../../../api/schemas/catalogue'
import { ContinueWatchingRow } from './ContinueWatchingRow'
import { PromotionsRow } from './PromotionsRow'
import { SectionRow } from './SectionRow'
import { useRecents } from '../recents'

// The section row a phone shows under the banner is drawn with the page; the others as the viewer
// scrolls toward them (SectionRow).
const FIRST_SECTIONS = 1

/** Everything below the carousel, in spec order. */
export function HomeRows({ data }: { data: HomeData }) {
  const recents = useRecents() ?? []
  return (
    <>
      <ContinueWatchingRow items={recents} />
      <PromotionsRow promotions={data.promotionBanners} />
      {data.sections.map((section, i) => (
        <SectionRow key={section.sectionInfo.id} section={section} eager={i < FIRST_SECTIONS} />
      ))}
    </>
  )
}
