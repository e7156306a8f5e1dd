import { ok, type Result } from '../api/result'
import type { AppDb } from './db'
import type { DataDeps } from './deps'
import { guard, quietly } from './storage'
import { setMeta } from './meta'
import { loadPage, type PagedView } from './paged/store'
import { normaliseQuery, searchList } from './paged/lists'
import type { ContentItem } from '../api/schemas/common'

/** Recent searches are kept on the device only; newest first, deduplicated, at most this many. */
export const MAX_RECENT_SEARCHES = 20

export function readRecentSearches(db: AppDb): Promise<string[]> {
  return quietly(async () => {
    const rows = await db.recentSearches.orderBy('at').reverse().limit(MAX_RECENT_SEARCHES).toArray()
    return rows.filter((r) => typeof r.query === 'string').map((r) => r.query)
  }, [])
}

export function addRecentSearch(db: AppDb, query: string, at: number): Promise<Result<void>> {
  const shown = query.trim().replace(/\s+/g, ' ')
  if (shown === '') return Promise.resolve(ok(undefined))
  return guard(() =>
    db.transaction('rw', db.recentSearches, async () => {
      await db.recentSearches.put({ key: normaliseQuery(shown), query: shown, at })
      const extra = await db.recentSearches.orderBy('at').reverse().offset(MAX_RECENT_SEARCHES).primaryKeys()
      await db.recentSearches.bulkDelete(extra)
    }),
  )
}

export function removeRecentSearch(db: AppDb, query: string): Promise<Result<void>> {
  return guard(() => db.recentSearches.delete(normaliseQuery(query)))
}

export function clearRecentSearches(db: AppDb): Promise<Result<void>> {
  return guard(() => db.recentSearches.clear())
}

/**
 * Runs a search page (spec section 4: requests start at page 1; a first page is remembered as a
 * recent search). An empty query makes no call.
 */
export async function search(deps: DataDeps, query: string, page = 1): Promise<Result<PagedView<ContentItem> | null>> {
  if (query.trim() === '') return ok(null)
  if (page === 1) await addRecentSearch(deps.db, query, deps.now())
  return loadPage(deps, searchList, { query }, page)
}

/**
 * Auto-complete titles for what is typed (spec section 5: an empty query gives no suggestions and
 * no call). Suggestions are not stored: they only make sense while the viewer is typing online.
 */
export async function suggestSearches(deps: DataDeps, query: string): Promise<Result<string[]>> {
  const q = query.trim()
  if (q === '') return ok([])
  const answer = await deps.api.autoComplete(q)
  return answer.ok ? ok(answer.value.items) : answer
}

const MOST_SEARCHED_KEY = 'search:most-searched'

/** The most-searched queries last fetched, or null when none are stored (loading, for the UI). */
export function readMostSearched(db: AppDb): Promise<string[] | null> {
  return quietly(async () => {
    const row = await db.meta.get(MOST_SEARCHED_KEY)
    const value: unknown = row?.value
    return Array.isArray(value) ? value.filter((q): q is string => typeof q === 'string') : null
  }, null)
}

/** Fetches the most-searched queries and stores them, so the search page shows them offline too. */
export async function refreshMostSearched(deps: DataDeps): Promise<Result<string[]>> {
  const answer = await deps.api.mostSearched()
  if (!answer.ok) return answer
  const saved = await guard(() => setMeta(deps.db, MOST_SEARCHED_KEY, 'catalogue', answer.value.items, deps.now()))
  return saved.ok ? ok(answer.value.items) : saved
}
