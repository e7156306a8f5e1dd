import { Suspense, lazy } from 'react'
import type { HomeData } from '../../../api/schemas/catalogue'
import { autopilotInUse } from '../../downloads/autopilot-flag'
import { ContinueWatchingRow } from './ContinueWatchingRow'
import { PromotionsRow } from './PromotionsRow'
import { SectionRow } from './SectionRow'
import { useRecents } from '../recents'

// The row under the banner draws with the page; the others as the viewer scrolls toward them.
const FIRST_SECTIONS = 1
// What the night autopilot fetched: its code is asked for only where the viewer switched it on.
const OvernightLine = lazy(() =>
  import(/* chunk: title-extras */ '../../downloads/components/OvernightLine').then((m) => ({ default: m.OvernightLine })),
)

/** Everything below the carousel, in spec order. */
export function HomeRows({ data }: { data: HomeData }) {
  const recents = useRecents() ?? []
  return (
    <>
      {autopilotInUse() && (
        <Suspense fallback={null}>
          <OvernightLine />
        </Suspense>
      )}
      <ContinueWatchingRow items={recents} />
      <PromotionsRow promotions={data.promotionBanners} />
      {data.sections.map((section, i) => (
        <SectionRow key={section.sectionInfo.id} section={section} eager={i < FIRST_SECTIONS} />
      ))}
    </>
  )
}
