import { ok, type Result } from '../api/result'
import type { AppDb } from './db'
import type { DataDeps } from './deps'
import { setMeta } from './meta'
import { guard, quietly } from './storage'

// Out of data/index on purpose: what it re-exports ships at start-up.

/** Spec section 5: an empty query makes no call; never stored, for they only make sense online. */
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
