import { ok, type Result } from '../api/result'
import type { AppDb } from './db'
import type { DataDeps } from './deps'
import { guard, quietly } from './storage'
import { loadPage, type PagedView } from './paged/store'
import { normaliseQuery, searchList } from './paged/lists'
import type { ContentCard } from '../api/schemas/card'

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
export async function search(deps: DataDeps, query: string, page = 1): Promise<Result<PagedView<ContentCard> | null>> {
  if (query.trim() === '') return ok(null)
  if (page === 1) await addRecentSearch(deps.db, query, deps.now())
  return loadPage(deps, searchList, { query }, page)
}
