import { lazy, Suspense, useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import { useDocumentTitle } from '../../../ui/use-document-title'
import { formatCount } from '../../../i18n/numbers'
import type { ContentChild, ContentDetails } from '../../../api/schemas/catalogue'
import { ErrorView } from '../../../ui/errors/ErrorView'
import { Skeleton } from '../../../ui/Skeleton'
import { useShowsSaved } from '../../../ui/use-shows-saved'
import { mayWatch } from '../entitlement'
import { usePremium, useContent, useViewer } from '../queries'
import { ClampedText } from './ClampedText'
import { EpisodeList } from './EpisodeList'
import { RelatedRow } from './RelatedRow'
import { FavoriteToggle } from './FavoriteToggle'
import { Tabs } from './Tabs'
import { WatchLink } from './WatchLink'
import { usePlayerWarmUp } from '../../player/use-warm-up'
import { bootBanner } from '../../home/boot-banner'
import { BANNER_FRAME, BannerPicture } from '../../../ui/BannerPicture'
import { ShareButton } from '../../share/components/ShareButton'
import { textLang } from '../../../i18n/text-lang'
import { WatchCost } from '../../data-saver/WatchCost'

// The download controls and their engine load after the page: nothing of downloads is on its first paint.
const DownloadControl = lazy(() =>
  import(/* chunk: title-extras */ '../../downloads/components/DownloadControl').then((m) => ({ default: m.DownloadControl })),
)
const DownloadAll = lazy(() =>
  import(/* chunk: title-extras */ '../../downloads/components/DownloadAll').then((m) => ({ default: m.DownloadAll })),
)
const TonightLabel = lazy(() =>
  import(/* chunk: title-extras */ '../../downloads/components/TonightLabel').then((m) => ({ default: m.TonightLabel })),
)
const SeriesAutopilot = lazy(() =>
  import(/* chunk: title-extras */ '../../downloads/components/SeriesAutopilot').then((m) => ({ default: m.SeriesAutopilot })),
)
// Ratings and comments come after the page's first paint too, with their readers and the outbox calls.
const RatingControl = lazy(() =>
  import(/* chunk: title-extras */ '../../ratings/components/RatingControl').then((m) => ({ default: m.RatingControl })),
)
const CommentsSection = lazy(() =>
  import(/* chunk: title-extras */ '../../comments/components/CommentsSection').then((m) => ({ default: m.CommentsSection })),
)

/** The rating's place while its code loads, so the tabs below do not shift when it comes. */
function RatingPlaceholder() {
  const { t } = useLingui()
  return (
    <div aria-hidden="true" className="mt-4">
      <p className="text-base font-semibold">{t`Rating`}</p>
      <p className="mt-1 text-sm">&nbsp;</p>
      <div className="mt-1 h-11" />
    </div>
  )
}

/** The title's banner frame, grey until its image draws. */
const BANNER_BOX = `relative overflow-hidden rounded-xl bg-slate-200 dark:bg-slate-800 ${BANNER_FRAME}`

type TabKey = 'episodes' | 'details'

function ContentSkeleton({ id }: { id: number }) {
  const { t } = useLingui()
  // The title's banner, if the page's shell already painted it (server/http/home-preload.ts).
  const banner = bootBanner?.content === String(id) ? bootBanner : null
  return (
    <div role="status" aria-busy="true" aria-label={t`Loading`} className="px-4 pt-4">
      {banner ? (
        <div className={BANNER_BOX}>
          <BannerPicture slider={banner.slider} wide={banner.wide} first />
        </div>
      ) : (
        <Skeleton className={`w-full rounded-xl ${BANNER_FRAME}`} />
      )}
      <Skeleton className="mt-4 h-7 w-2/3" />
      <Skeleton className="mt-3 h-11 w-64" />
      <Skeleton className="mt-4 h-20 w-full" />
    </div>
  )
}

function Credits({ d }: { d: ContentDetails }) {
  const { t } = useLingui()
  const rows = [
    [t`Director`, d.director],
    [t`Actors`, d.actors],
    [t`Supporters`, d.supporters],
    [t`Novel`, d.novel],
    [t`Script`, d.script],
  ].filter(([, value]) => value)
  return (
    <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-2 text-sm">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-slate-600 dark:text-slate-300">{label}</dt>
          <dd lang={textLang(value)}>{value}</dd>
        </div>
      ))}
    </dl>
  )
}

const actionClass = 'flex min-h-11 items-center gap-2 rounded-lg px-4 py-2 text-sm font-medium'

function Details({ d }: { d: ContentDetails }) {
  const { t, i18n } = useLingui()
  const premium = usePremium()
  const isSeries = d.contentType === 'series'
  const [tab, setTab] = useState<TabKey>(isSeries ? 'episodes' : 'details')
  const first = d.children[0]
  const viewer = useViewer()
  const loggedIn = viewer === undefined ? undefined : viewer !== null
  // Every title has a trailer anyone may play.
  usePlayerWarmUp(first !== undefined)
  useDocumentTitle(d.title)
  const keep = (ep: ContentChild) => ({ episodeId: ep.id, titleId: d.id, title: d.title, episodeTitle: ep.title, poster: d.posterImg })
  const episodeAction = (ep: ContentChild, allowed: boolean) => (
    <Suspense fallback={<span className="size-11 shrink-0" />}>
      {allowed && loggedIn && <TonightLabel episodeId={ep.id} titleId={d.id} />}
      <DownloadControl
        episode={keep(ep)}
        allowed={allowed}
        loggedIn={loggedIn}
        // A series' rows each get their own name: eight identical "Download" buttons say nothing.
        name={isSeries ? t`Download episode ${formatCount(i18n, d.children.indexOf(ep) + 1)}` : undefined}
      />
    </Suspense>
  )

  const tabs = [
    ...(isSeries
      ? [
          {
            key: 'episodes' as const,
            label: t`Episodes`,
            panel: <EpisodeList episodes={d.children} premium={premium} action={episodeAction} renditions={d.renditions} />,
          },
        ]
      : []),
    { key: 'details' as const, label: t`Details`, panel: <Credits d={d} /> },
  ]

  return (
    <article className="mx-auto max-w-5xl pb-8">
      <div className="px-4 pt-4">
        <div className={BANNER_BOX}>
          <BannerPicture slider={d.sliderImg} wide={d.bannerImg} first />
        </div>
        <h1 lang={textLang(d.title)} className="mt-4 text-xl font-semibold">
          {d.title}
        </h1>
        <div className="mt-3 flex flex-wrap items-start gap-3">
          {first && (
            <WatchLink
              childId={first.id}
              allowed={mayWatch(first, premium)}
              className={`${actionClass} bg-primary-strong text-white hover:bg-sky-800`}
            >
              {t`Watch now`}
            </WatchLink>
          )}
          {first && (
            <WatchLink
              childId={first.id}
              allowed
              trailer
              className={`${actionClass} border border-slate-300 hover:border-primary hover:text-primary dark:border-slate-600`}
            >
              {t`Trailer`}
            </WatchLink>
          )}
          <FavoriteToggle details={d} />
          <ShareButton contentId={d.id} title={d.title} description={d.description} />
          <Suspense fallback={null}>
            {first && !isSeries && <DownloadControl episode={keep(first)} allowed={mayWatch(first, premium)} loggedIn={loggedIn} wide />}
            {isSeries && d.children.length > 0 && (
              <DownloadAll titleId={d.id} episodes={d.children.filter((ep) => mayWatch(ep, premium)).map(keep)} loggedIn={loggedIn} />
            )}
            {isSeries && d.children.length > 1 && <SeriesAutopilot titleId={d.id} loggedIn={loggedIn} />}
          </Suspense>
        </div>
        {first && <WatchCost durationS={first.durationS} renditions={d.renditions} variant="title" />}
        <ClampedText text={d.description} lines={4} className="mt-4 text-sm leading-relaxed" />
        <Suspense fallback={<RatingPlaceholder />}>
          <RatingControl contentId={d.id} title={d.title} />
        </Suspense>
      </div>
      <div className="mt-4">
        <Tabs label={t`Content sections`} tabs={tabs} selected={tab} onSelect={setTab} />
      </div>
      {d.related.length > 0 && <RelatedRow related={d.related} />}
      <Suspense fallback={null}>
        <CommentsSection contentId={d.id} title={d.title} />
      </Suspense>
    </article>
  )
}

export function ContentPage({ id }: { id: number }) {
  const state = useContent(id)
  useShowsSaved(state.status === 'ready')
  if (state.status === 'loading') return <ContentSkeleton id={id} />
  if (state.status === 'error') return <ErrorView failure={state.failure} onRetry={state.retry} />
  // Keyed by id so tab choice and clamping start afresh for another title.
  return <Details key={state.data.id} d={state.data} />
}
