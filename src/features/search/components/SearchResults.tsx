import { Link } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { ErrorView } from '../../../ui/errors/ErrorView'
import { Img } from '../../../ui/Img'
import { PULSE_GROUP, Skeleton } from '../../../ui/Skeleton'
import { POSTER_RATIO } from '../../../ui/cards/PosterCard'
import { RESULT_POSTER_WIDTH } from '../../../lib/boot-results'
import { PagedList } from '../../../ui/paged/PagedList'
import { useServices } from '../../../ui/use-services'
import { loadMoreResults, retrySearch } from '../actions'
import { useSearchResults } from '../queries'
import { bootResultsFor } from '../boot-results'
import type { ContentCard } from '../../../api/schemas/card'
import { FIRST_SCREEN_RESULTS } from '../../../lib/boot-results'
import { textLang } from '../../../i18n/text-lang'

/** Spec section 9: the search skeleton shows 48 rows. */
export const SEARCH_SKELETON_ROWS = 48
const MORE_ROWS = 8
const LIST_CLASS = 'grid gap-x-4 gap-y-3 px-4 sm:grid-cols-2 xl:grid-cols-3'

export function SearchResults({ query }: { query: string }) {
  const services = useServices()
  const view = useSearchResults(services.db, query)
  const retry = () => void retrySearch(services, query)
  // A search link's page shows the first results before any script (server/http/search-boot.ts):
  // they stay on screen until the stored answer comes, rather than blinking out into placeholders.
  const shown = bootResultsFor(query)
  const lang = textLang(query)
  return (
    // Named by a heading, not an aria-label: the query may be in the other language, and only an
    // element can carry its lang.
    <section aria-labelledby="results-heading" aria-busy={!view || view.status === 'loading'}>
      <h2 id="results-heading" className="sr-only">
        <Trans>
          Results for “<span lang={lang}>{query}</span>”
        </Trans>
      </h2>
      <PagedList
        view={view}
        placeholders={shown ? <ResultList items={shown} /> : <ResultRowsSkeleton count={SEARCH_SKELETON_ROWS} />}
        morePlaceholders={<ResultRowsSkeleton count={MORE_ROWS} className="mt-3" />}
        onLoadMore={() => void loadMoreResults(services, query)}
        onRetry={retry}
        empty={
          <p role="status" className="px-6 py-12 text-center text-slate-600 dark:text-slate-300">
            <Trans>
              Nothing found for “<span lang={lang}>{query}</span>”. Try another title or actor.
            </Trans>
          </p>
        }
        renderError={(f) => <ErrorView failure={f} onRetry={retry} />}
      >
        {(items) => <ResultList items={items} />}
      </PagedList>
    </section>
  )
}

/** A result row shows a title's card, as the search list stores it and the page's shell sends it. */
function ResultList({ items }: { items: readonly ContentCard[] }) {
  return (
    <ul className={LIST_CLASS}>
      {items.map((item, i) => (
        <li key={item.id}>
          <ResultRow item={item} eager={i < FIRST_SCREEN_RESULTS} />
        </li>
      ))}
    </ul>
  )
}

function ResultRow({ item, eager }: { item: ContentCard; eager: boolean }) {
  const { t } = useLingui()
  return (
    <Link to="/content" search={{ id: item.id }} className="group flex gap-3 rounded-lg p-1 hover:bg-slate-100 dark:hover:bg-slate-900">
      {/* At the top, not stretched: two Burmese title lines at their taller leading outgrow the poster, and a stretched box would lose its ratio (and its place under the shell's poster). */}
      <Img
        src={item.posterImg}
        alt=""
        ratio={POSTER_RATIO}
        width={RESULT_POSTER_WIDTH}
        eager={eager}
        className="w-16 shrink-0 self-start rounded-md"
      />
      <div className="min-w-0 flex-1 py-1">
        <p lang={textLang(item.title)} className="line-clamp-2 font-medium group-hover:text-primary">
          {item.title}
        </p>
        {item.actors && (
          <p lang={textLang(item.actors)} className="mt-0.5 line-clamp-1 text-xs text-slate-600 dark:text-slate-300">
            {item.actors}
          </p>
        )}
        <p className="mt-1 flex flex-wrap gap-2 text-[11px] text-slate-600 dark:text-slate-300">
          <span>{item.contentType === 'serie' ? t`Series` : t`Movie`}</span>
          {item.isFree && <span className="rounded bg-primary-strong px-1.5 font-bold text-white">{t`Free`}</span>}
        </p>
      </div>
    </Link>
  )
}

function ResultRowsSkeleton({ count, className = '' }: { count: number; className?: string }) {
  return (
    <ul aria-hidden="true" className={`${LIST_CLASS} ${PULSE_GROUP} ${className}`}>
      {Array.from({ length: count }, (_, i) => (
        <li key={i} className="flex gap-3 p-1">
          <Skeleton ratio={POSTER_RATIO} className="w-16 shrink-0" />
          <div className="flex-1 py-1">
            <Skeleton className="h-4 w-3/4" />
            <Skeleton className="mt-2 h-3 w-1/2" />
          </div>
        </li>
      ))}
    </ul>
  )
}
