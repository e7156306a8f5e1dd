import { Suspense, lazy, memo, startTransition, useDeferredValue, useEffect, useState } from 'react'
import type { Failure } from '../../../api/failures'
import { useLingui } from '@lingui/react/macro'
import { useHome, usePopup } from '../queries'
import { readHeToken } from '../../../data/app-services'
import { catalogueReady, whenTranslated } from '../../../i18n/i18n'
import { afterFirstPaint } from '../../../pwa/after-first-paint'
import { BannerCarousel, BannerSkeleton } from './BannerCarousel'
import { SectionRowSkeleton } from './SectionRowSkeleton'
import { useShowsSaved } from '../../../ui/use-shows-saved'

// Home's first paint needs the carousel and skeletons only; the rows' chunk is asked for at once, beside the feed's data.
const rowsChunk = import(/* chunk: after-paint */ './HomeRows')
rowsChunk.catch(() => undefined)
// The rows and the popup speak with the second catalogue's strings (src/i18n/i18n.ts).
const HomeRows = lazy(() =>
  whenTranslated(rowsChunk.catch(() => import(/* chunk: after-paint */ './HomeRows'))).then((m) => ({ default: m.HomeRows })),
)
const HomePopup = lazy(() => whenTranslated(import(/* chunk: after-paint */ './HomePopup')).then((m) => ({ default: m.HomePopup })))
// Only viewers with an HE token need the card; its strings are in the second catalogue (src/i18n/i18n.ts).
const HeLoginCard = lazy(() =>
  Promise.all([import('../../auth/components/HeLoginCard'), catalogueReady()]).then(([m]) => ({ default: m.HeLoginCard })),
)
const ErrorView = lazy(() =>
  whenTranslated(import(/* chunk: after-paint */ '../../../ui/errors/ErrorView')).then((m) => ({ default: m.ErrorView })),
)

function RowsSkeleton() {
  return [0, 1, 2, 3].map((k) => <SectionRowSkeleton key={k} />)
}

/** Spec section 9: the home skeleton shows 4 banners, 4 section rows, 8 posters per row. */
export function HomeSkeleton() {
  const { t } = useLingui()
  return (
    <div role="status" aria-busy="true" aria-label={t`Loading`}>
      <div className="px-4 pt-4">
        <BannerSkeleton />
      </div>
      <RowsSkeleton />
    </div>
  )
}

export function HomePage() {
  const { t } = useLingui()
  const { stored, refresh } = useHome()
  // The feed's render is start-up's largest: deferred, React slices it so a tap can be answered meanwhile.
  const shown = useDeferredValue(stored)
  const feedDrawn = Boolean(shown) || Boolean(shown === null && refresh.failure)
  useShowsSaved(Boolean(shown))

  return (
    <div className="mx-auto max-w-screen-2xl pb-8">
      <h1 className="sr-only">{t`Home`}</h1>
      {readHeToken() && (
        <Suspense fallback={null}>
          <HeLoginCard />
        </Suspense>
      )}
      <Feed stored={shown} failure={refresh.failure} onRetry={refresh.retry} />
      <PopupSlot feedDrawn={feedDrawn} />
    </div>
  )
}

type FeedProps = {
  stored: ReturnType<typeof useHome>['stored']
  failure: Failure | null
  onRetry: () => void
}

// Memoised: the render that only carries the deferred feed's old value skips the whole feed.
const Feed = memo(function Feed({ stored, failure, onRetry }: FeedProps) {
  if (stored) {
    // With stored data a failed refresh stays silent: the viewer keeps what they had.
    return (
      <>
        <div className="px-4 pt-4">
          <BannerCarousel banners={stored.data.banners} />
        </div>
        <Suspense fallback={<RowsSkeleton />}>
          <HomeRows data={stored.data} />
        </Suspense>
      </>
    )
  }
  if (stored === null && failure) {
    return (
      <Suspense fallback={null}>
        <ErrorView failure={failure} onRetry={onRetry} />
      </Suspense>
    )
  }
  return <HomeSkeleton />
})

// Its own component: the popup's answer arriving re-renders the popup alone, not the feed.
function PopupSlot({ feedDrawn }: { feedDrawn: boolean }) {
  const popup = usePopup()
  // A modal dialog is costly to open on a cheap phone: the popup waits until the feed is drawn and the page settles.
  const [settled, setSettled] = useState(false)
  useEffect(() => {
    if (!feedDrawn) return
    let live = true
    let cancel = () => {}
    void Promise.all([rowsChunk, catalogueReady()])
      .catch(() => undefined)
      .then(() => {
        if (live) cancel = afterFirstPaint(() => startTransition(() => setSettled(true)))
      })
    return () => {
      live = false
      cancel()
    }
  }, [feedDrawn])
  if (!popup || !settled) return null
  return (
    <Suspense fallback={null}>
      <HomePopup popup={popup} />
    </Suspense>
  )
}
