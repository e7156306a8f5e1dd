import { useLiveQuery } from '../../ui/use-live-query'
import { readPagedList, readRecentSearches, searchList, type AppServices } from '../../data'
import { readMostSearched, refreshMostSearched } from '../../data/search-suggest'
import type { Result } from '../../api/result'

/**
 * The stored results of `query` (undefined while the database answers). Back from a result's title,
 * they start from their last answer at their full height, so the router can put the viewer back
 * where they were in a long list, as on home.
 */
export function useSearchResults(db: AppServices['db'], query: string) {
  return useLiveQuery(() => readPagedList(db, searchList, { query }), [db, query], { remember: db })
}

export function useRecentSearches(db: AppServices['db']) {
  return useLiveQuery(() => readRecentSearches(db), [db])
}

/** null while none are stored yet. */
export function useMostSearched(db: AppServices['db']) {
  return useLiveQuery(() => readMostSearched(db), [db])
}

export function refreshPopularSearches(services: AppServices): Promise<Result<string[]>> {
  return refreshMostSearched(services)
}

// The header's search box is part of start-up: its reads live in ./suggest.ts, away from the
// live-query hooks here, which only the search page needs.
export { fetchSuggestions } from './suggest'
