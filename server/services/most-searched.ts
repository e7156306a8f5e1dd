import { createHash } from 'node:crypto'
import type { Database } from 'better-sqlite3'
import { hasMyanmar } from '../../src/lib/zawgyi/myanmar.ts'
import { toUnicodeNow } from '../../src/lib/zawgyi/unicode.ts'
import { searchKey } from './text.ts'
import { DAY_MS } from './subscription.ts'

// "Most searched" is shown to every visitor, so it must reflect many viewers finding something,
// never one client repeating a phrase: otherwise anyone can print an advert on everyone's screen.

export const MOST_SEARCHED_LIMIT = 10
/** Distinct viewers (users, or client addresses when anonymous) before a query is shown. */
export const MOST_SEARCHED_MIN_VIEWERS = 3
/** Longer queries are not kept at all: a title is short, a message is not. */
export const MOST_SEARCHED_MAX_LENGTH = 40

/** The query as the catalogue spells it: NFC, single spaces, and Unicode where it was typed in Zawgyi. */
export function unicodeQuery(raw: string): string {
  const text = raw.normalize('NFC').replace(/\s+/g, ' ').trim()
  return hasMyanmar(text) ? toUnicodeNow(text).normalize('NFC') : text
}

/** A one-way tag: the table needs to tell viewers apart, not to know who or where they are. */
const viewerTag = (viewer: string) => createHash('sha256').update(viewer).digest('base64url').slice(0, 22)

/**
 * Counts a search that found something, once per viewer, query and (UTC) day. `query` is the
 * Unicode form from unicodeQuery; the key folds case on top of it.
 */
export function recordSearch(db: Database, query: string, viewer: string, now: number): void {
  if (query === '' || [...query].length > MOST_SEARCHED_MAX_LENGTH) return
  const key = searchKey(query)
  const day = Math.floor(now / DAY_MS)
  const fresh =
    db.prepare('INSERT OR IGNORE INTO search_views (key, viewer, day) VALUES (?, ?, ?)').run(key, viewerTag(viewer), day).changes === 1
  if (!fresh) return
  db.prepare(
    `INSERT INTO search_queries (key, display, count, last_at) VALUES (?, ?, 1, ?)
     ON CONFLICT (key) DO UPDATE SET count = count + 1, display = excluded.display, last_at = excluded.last_at`,
  ).run(key, query, now)
}

/** Stand-in traffic for a fresh database: enough viewers that the seeded queries show. */
export function seedSearch(db: Database, key: string, display: string, count: number, now: number): void {
  db.prepare('INSERT INTO search_queries (key, display, count, last_at) VALUES (?, ?, ?, ?)').run(key, display, count, now)
  const view = db.prepare('INSERT OR IGNORE INTO search_views (key, viewer, day) VALUES (?, ?, ?)')
  for (let i = 0; i < MOST_SEARCHED_MIN_VIEWERS; i++) view.run(key, `seed-${i}`, Math.floor(now / DAY_MS))
}

export function mostSearched(db: Database): string[] {
  return db
    .prepare<[number, number, number], { display: string }>(
      `SELECT q.display FROM search_queries q
         JOIN (SELECT key, COUNT(DISTINCT viewer) AS viewers FROM search_views GROUP BY key) v ON v.key = q.key
        WHERE v.viewers >= ? AND length(q.display) <= ?
        ORDER BY q.count DESC, q.last_at DESC LIMIT ?`,
    )
    .all(MOST_SEARCHED_MIN_VIEWERS, MOST_SEARCHED_MAX_LENGTH, MOST_SEARCHED_LIMIT)
    .map((r) => r.display)
}
