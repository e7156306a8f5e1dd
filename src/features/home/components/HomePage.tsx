import { useLingui } from '@lingui/react/macro'
import { ErrorView } from '../../../ui/errors/ErrorView'
import { useHome, usePopup, useRecents } from '../queries'
import { BannerCarousel, BannerSkeleton } from './BannerCarousel'
import { ContinueWatchingRow } from './ContinueWatchingRow'
import { HomePopup } from './HomePopup'
import { PromotionsRow } from './PromotionsRow'
import { SectionRow, SectionRowSkeleton } from './SectionRow'

/** Spec section 9: the home skeleton shows 4 banners, 4 section rows, 8 posters per row. */
export function HomeSkeleton() {
  const { t } = useLingui()
  return (
    <div role="status" aria-busy="true" aria-label={t`Loading`}>
      <div className="px-4 pt-4">
        <BannerSkeleton />
      </div>
      {[0, 1, 2, 3].map((k) => (
        <SectionRowSkeleton key={k} />
      ))}
    </div>
  )
}

export function HomePage() {
  const { t } = useLingui()
  const { stored, refresh } = useHome()
  const recents = useRecents()
  const popup = usePopup()

  let feed
  if (stored) {
    // With stored data a failed refresh stays silent: the viewer keeps what they had.
    const { banners, promotionBanners, sections } = stored.data
    feed = (
      <>
        <div className="px-4 pt-4">
          <BannerCarousel banners={banners} />
        </div>
        <ContinueWatchingRow items={recents ?? []} />
        <PromotionsRow promotions={promotionBanners} />
        {sections.map((section) => (
          <SectionRow key={section.sectionInfo.id} section={section} />
        ))}
      </>
    )
  } else if (stored === null && refresh.failure) {
    feed = <ErrorView failure={refresh.failure} onRetry={refresh.retry} />
  } else {
    feed = <HomeSkeleton />
  }

  return (
    <div className="mx-auto max-w-screen-2xl pb-8">
      <h1 className="sr-only">{t`Home`}</h1>
      {/* HE login card (spec: "with the HE login card on top when offered") goes on the next line. */}
      {feed}
      <HomePopup popup={popup} />
    </div>
  )
}
