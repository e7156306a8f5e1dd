import { useEffect } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Skeleton } from '../../../ui/Skeleton'
import { textLang } from '../../../i18n/text-lang'
import { useServices } from '../../../ui/use-services'
import { forgetAllRecentSearches, forgetRecentSearch } from '../actions'
import { refreshPopularSearches, useMostSearched, useRecentSearches } from '../queries'

/** The search screen before a search: recent searches (this device) and the most searched. */
export function SearchSuggestionsHome({ onPick }: { onPick: (query: string) => void }) {
  const { t } = useLingui()
  const services = useServices()
  const recent = useRecentSearches(services.db)
  const popular = useMostSearched(services.db)

  useEffect(() => {
    void refreshPopularSearches(services)
  }, [services])

  return (
    <div className="space-y-8 px-4 py-4">
      {recent && recent.length > 0 && (
        <section aria-labelledby="recent-searches">
          <div className="flex items-center justify-between">
            <h2 id="recent-searches" className="font-semibold">{t`Recent searches`}</h2>
            <button
              type="button"
              onClick={() => void forgetAllRecentSearches(services)}
              className="rounded px-2 py-1 text-sm text-primary-strong hover:underline dark:text-sky-300"
            >
              {t`Clear all`}
            </button>
          </div>
          <ul className="mt-2 divide-y divide-slate-200 dark:divide-slate-800">
            {recent.map((q) => (
              <li key={q} className="flex items-center">
                <button type="button" onClick={() => onPick(q)} className="flex min-h-11 flex-1 items-center gap-3 truncate py-2 text-left">
                  <span aria-hidden="true" className="text-slate-400">
                    ↺
                  </span>
                  <span lang={textLang(q)} className="truncate">
                    {q}
                  </span>
                </button>
                <button
                  type="button"
                  onClick={() => void forgetRecentSearch(services, q)}
                  className="grid size-10 place-items-center rounded-full text-slate-500 hover:bg-slate-100 dark:text-slate-400 dark:hover:bg-slate-800"
                >
                  <span aria-hidden="true" className="text-xl leading-none">
                    ×
                  </span>
                  {/* Named in words rather than aria-label: the query may be in the other language, and only an element carries its lang. */}
                  <span className="sr-only">
                    <Trans>
                      Remove “<span lang={textLang(q)}>{q}</span>” from recent searches
                    </Trans>
                  </span>
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}
      <section aria-labelledby="most-searched">
        <h2 id="most-searched" className="font-semibold">{t`Most searched`}</h2>
        {popular === undefined || popular === null ? (
          <div aria-hidden="true" className="mt-3 flex flex-wrap gap-2">
            {['w-20', 'w-28', 'w-16', 'w-24', 'w-20', 'w-32'].map((w, i) => (
              <Skeleton key={i} className={`h-9 rounded-full ${w}`} />
            ))}
          </div>
        ) : popular.length === 0 ? (
          <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">{t`No popular searches yet.`}</p>
        ) : (
          <ul className="mt-3 flex flex-wrap gap-2">
            {popular.map((q) => (
              <li key={q}>
                <button
                  type="button"
                  lang={textLang(q)}
                  onClick={() => onPick(q)}
                  className="min-h-9 rounded-full border border-slate-300 px-4 py-1.5 text-sm hover:border-primary hover:text-primary-strong dark:border-slate-700 dark:hover:text-sky-300"
                >
                  {q}
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  )
}
