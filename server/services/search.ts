import type { Database } from 'better-sqlite3'
import { ITEM_COLUMNS, type TitleRow } from './content.ts'

// Title matches rank above actor-only matches, and a title that starts with the query ranks first.
const MATCH = `(instr(t.search_title, @q) > 0 OR instr(t.search_actors, @q) > 0)`
const RANK = `CASE WHEN substr(t.search_title, 1, length(@q)) = @q THEN 0 WHEN instr(t.search_title, @q) > 0 THEN 1 ELSE 2 END`
const ORDER = `ORDER BY ${RANK}, t.year DESC, t.id`

/** How many titles match a search key (server/services/text.ts). */
export function countMatches(db: Database, q: string): number {
  return db.prepare<{ q: string }, { n: number }>(`SELECT COUNT(*) AS n FROM titles t WHERE ${MATCH}`).get({ q })?.n ?? 0
}

/** The titles that match a search key, best first: the search API's and the search page's order. */
export function matchingTitles(db: Database, q: string, limit: number, offset = 0): TitleRow[] {
  return db
    .prepare<{ q: string; limit: number; offset: number }, TitleRow>(
      `SELECT ${ITEM_COLUMNS} FROM titles t WHERE ${MATCH} ${ORDER} LIMIT @limit OFFSET @offset`,
    )
    .all({ q, limit, offset })
}

/** The titles of the best matches, for the box's suggestions. */
export function matchingTitleNames(db: Database, q: string, limit: number): string[] {
  return db
    .prepare<{ q: string; limit: number }, { title: string }>(`SELECT t.title FROM titles t WHERE ${MATCH} ${ORDER} LIMIT @limit`)
    .all({ q, limit })
    .map((r) => r.title)
}
