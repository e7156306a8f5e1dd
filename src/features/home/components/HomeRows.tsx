import type { HomeData } from '../../../api/schemas/catalogue'
import { ContinueWatchingRow } from './ContinueWatchingRow'
import { PromotionsRow } from './PromotionsRow'
import { SectionRow } from './SectionRow'
import { useRecents } from '../recents'
import { useRevealed } from '../use-revealed'

// The section rows a phone shows under the banner; the rest mount one by one when the page is idle.
const FIRST_SECTIONS = 1

/** Everything below the carousel, in spec order. */
export function HomeRows({ data }: { data: HomeData }) {
  const recents = useRecents() ?? []
  const shown = useRevealed(data.sections.length, FIRST_SECTIONS)
  return (
    <>
      <ContinueWatchingRow items={recents} />
      <PromotionsRow promotions={data.promotionBanners} />
      {data.sections.slice(0, shown).map((section) => (
        <SectionRow key={section.sectionInfo.id} section={section} />
      ))}
    </>
  )
}
