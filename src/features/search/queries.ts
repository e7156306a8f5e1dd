import { useLiveQuery } from 'dexie-react-hooks'
import {
  readMostSearched, readPagedList, readRecentSearches, refreshMostSearched, searchList, suggestSearches, type AppServices,
} from '../../data'
import type { Result } from '../../api/result'
import { toUnicode } from '../../lib/zawgyi'

/** The stored results of `query` (undefined while the database answers). */
export function useSearchResults(db: AppServices['db'], query: string) {
  return useLiveQuery(() => readPagedList(db, searchList, { query }), [db, query])
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

/** Suggestions for typed text; Zawgyi is converted first so it matches the Unicode catalogue. */
export async function fetchSuggestions(services: AppServices, text: string): Promise<Result<string[]>> {
  return suggestSearches(services, await toUnicode(text))
}
