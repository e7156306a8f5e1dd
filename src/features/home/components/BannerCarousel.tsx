import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { ContentItem } from '../../../api/schemas/common'
import { PULSE_GROUP, Skeleton } from '../../../ui/Skeleton'
import { Carousel } from './Carousel'
import { bootBanner } from '../boot-banner'
import { BANNER_FRAME, BannerPicture } from '../../../ui/BannerPicture'
import { formatCount } from '../../../i18n/numbers'
import { textLang } from '../../../i18n/text-lang'

export function BannerCarousel({ banners }: { banners: ContentItem[] }) {
  const { t, i18n } = useLingui()
  if (banners.length === 0) return null
  const total = formatCount(i18n, banners.length)
  const slides = banners.map((banner, i) => ({
    key: banner.id,
    // The slide is named by its place alone: the title, perhaps in the other language, names the link.
    label: t`${formatCount(i18n, i + 1)} of ${total}`,
    node: (
      // The art carries the title and its line, as does the shell's first banner, so no caption; the link is named by the title.
      <Link
        to="/content"
        search={{ id: banner.id }}
        aria-label={banner.title}
        lang={textLang(banner.title)}
        className="relative block size-full"
      >
        <BannerPicture slider={banner.sliderImg} wide={banner.bannerImg} first={i === 0} />
      </Link>
    ),
  }))
  return <Carousel label={t`Featured`} slides={slides} frameClass={BANNER_FRAME} />
}

export function BannerSkeleton() {
  // Spec: four banner placeholders while loading; the visible one keeps the banner the shell already painted.
  return (
    <div aria-hidden="true">
      <div className={`flex gap-2 overflow-hidden ${BANNER_FRAME}`}>
        {[0, 1, 2, 3].map((i) =>
          i === 0 && bootBanner && !bootBanner.content ? (
            <div key={i} className="relative h-full w-full shrink-0 overflow-hidden rounded-xl bg-slate-200 dark:bg-slate-800">
              <BannerPicture slider={bootBanner.slider} wide={bootBanner.wide} first />
            </div>
          ) : (
            <Skeleton key={i} className="h-full w-full shrink-0 rounded-xl" />
          ),
        )}
      </div>
      <div className={`mt-1 flex h-6 items-center justify-center gap-2 ${PULSE_GROUP}`}>
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="size-2 rounded-full" />
        ))}
      </div>
    </div>
  )
}
