import {
  clearRecentSearches,
  loadNextPage,
  readPagedList,
  refreshList,
  removeRecentSearch,
  search,
  searchList,
  type AppServices,
} from '../../data'
import { toUnicode } from '../../lib/zawgyi'

/** The query as it is searched and remembered: trimmed, single-spaced, and Unicode. */
export async function searchableQuery(text: string): Promise<string> {
  return (await toUnicode(text)).trim().replace(/\s+/g, ' ')
}

/**
 * Runs page 1 of a search (spec section 4) and remembers it as a recent search; the caller shows
 * the results at /search?query=. Returns the query searched, or null for an empty one (no call).
 */
export async function runSearch(services: AppServices, text: string): Promise<string | null> {
  const query = await searchableQuery(text)
  if (query === '') return null
  void search(services, query, 1)
  return query
}

/**
 * On arrival at /search?query= (a link, a reload, the back button): a query never searched, or
 * left unfinished, is searched; stored results are shown as they are, offline too.
 */
export async function ensureSearched(services: AppServices, query: string): Promise<void> {
  const view = await readPagedList(services.db, searchList, { query })
  if (view.status === 'initial') await search(services, query, 1)
}

export function loadMoreResults(services: AppServices, query: string) {
  return loadNextPage(services, searchList, { query })
}

export function retrySearch(services: AppServices, query: string) {
  return refreshList(services, searchList, { query })
}

export function forgetRecentSearch(services: AppServices, query: string) {
  return removeRecentSearch(services.db, query)
}

export function forgetAllRecentSearches(services: AppServices) {
  return clearRecentSearches(services.db)
}
