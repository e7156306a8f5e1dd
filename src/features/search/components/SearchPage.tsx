import { useEffect } from 'react'
import { useNavigate } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { useServices } from '../../../ui/use-services'
import { ensureSearched, runSearch, searchableQuery } from '../actions'
import { SearchBox } from './SearchBox'
import { SearchResults } from './SearchResults'
import { SearchSuggestionsHome } from './SearchSuggestionsHome'
import { useSearchBox } from './use-search-box'

/** /search (recent and most searched) and /search?query= (results). The address holds the last search. */
export function SearchPage({ query }: { query: string | undefined }) {
  const { t } = useLingui()
  const services = useServices()
  const navigate = useNavigate()
  const lastSearch = query?.trim() ? query.trim() : null
  const [state, store] = useSearchBox(services, lastSearch)

  // The address is the source of the last search: a link, the back button or a reload lands here.
  useEffect(() => {
    if (lastSearch === null) {
      store.reset()
      return
    }
    store.searched(lastSearch)
    let live = true
    void searchableQuery(lastSearch).then((unicode) => {
      if (!live) return
      // A Zawgyi query in the address is searched, and shown, as Unicode.
      if (unicode !== lastSearch) void navigate({ to: '/search', search: { query: unicode }, replace: true })
      else void ensureSearched(services, lastSearch)
    })
    return () => {
      live = false
    }
  }, [lastSearch, navigate, services, store])

  const submit = async (text: string) => {
    const searched = await runSearch(services, text)
    if (searched === null) return
    store.searched(searched)
    if (searched !== lastSearch) await navigate({ to: '/search', search: { query: searched } })
  }

  return (
    <div className="pb-8">
      <h1 className="sr-only">{t`Search`}</h1>
      <div className="sticky top-[var(--header-height)] z-30 bg-white px-4 py-3 dark:bg-slate-950">
        <SearchBox
          state={state}
          store={store}
          onSubmit={(text) => void submit(text)}
          onClear={() => {
            store.reset()
            if (lastSearch !== null) void navigate({ to: '/search', search: {} })
          }}
          autoFocus={lastSearch === null}
          className="mx-auto max-w-3xl"
        />
      </div>
      {lastSearch === null ? <SearchSuggestionsHome onPick={(q) => void submit(q)} /> : <SearchResults query={lastSearch} />}
    </div>
  )
}
