import type { Hono } from 'hono'
import * as v from 'valibot'
import type { AppContext, AppEnv } from '../http/types.ts'
import { page, parseQuery, text } from '../http/validation.ts'
import { ITEM_COLUMNS, PAGE_SIZE, contentItem, offsetOf, paged, type TitleRow } from '../services/content.ts'
import { searchKey } from '../services/text.ts'

const AUTOCOMPLETE_LIMIT = 8
const MOST_SEARCHED_LIMIT = 10

const SearchQuery = v.object({ query: text('query', 100), page: page() })
const SuggestQuery = v.object({ query: text('query', 100) })

// Title matches rank above actor-only matches, and a title that starts with the query ranks first.
const MATCH = `(instr(t.search_title, @q) > 0 OR instr(t.search_actors, @q) > 0)`
const RANK = `CASE WHEN substr(t.search_title, 1, length(@q)) = @q THEN 0 WHEN instr(t.search_title, @q) > 0 THEN 1 ELSE 2 END`

export function searchRoutes(app: Hono<AppEnv>, ctx: AppContext): void {
  const { db } = ctx

  app.get('/v1/search/content', (c) => {
    const { query, page: p } = parseQuery(c, SearchQuery)
    const q = searchKey(query)
    // Only a first page counts as a search; scrolling further is the same search.
    if (p === 1) record(ctx, query, q)
    const total = db.prepare<{ q: string }, { n: number }>(`SELECT COUNT(*) AS n FROM titles t WHERE ${MATCH}`).get({ q })?.n ?? 0
    const rows = db
      .prepare<{ q: string; limit: number; offset: number }, TitleRow>(
        `SELECT ${ITEM_COLUMNS} FROM titles t WHERE ${MATCH} ORDER BY ${RANK}, t.year DESC, t.id LIMIT @limit OFFSET @offset`,
      )
      .all({ q, limit: PAGE_SIZE, offset: offsetOf(p) })
    return c.json(paged(rows.map(contentItem), p, total))
  })

  app.get('/v1/search/content/auto-complete', (c) => {
    const { query } = parseQuery(c, SuggestQuery)
    const rows = db
      .prepare<{ q: string; limit: number }, { title: string }>(
        `SELECT t.title FROM titles t WHERE ${MATCH} ORDER BY ${RANK}, t.year DESC, t.id LIMIT @limit`,
      )
      .all({ q: searchKey(query), limit: AUTOCOMPLETE_LIMIT })
    return c.json({ items: rows.map((r) => r.title) })
  })

  app.get('/v1/search/most-searched', (c) => {
    const rows = db
      .prepare<[number], { display: string }>('SELECT display FROM search_queries ORDER BY count DESC, last_at DESC LIMIT ?')
      .all(MOST_SEARCHED_LIMIT)
    return c.json({ items: rows.map((r) => r.display) })
  })
}

function record(ctx: AppContext, display: string, key: string): void {
  ctx.db
    .prepare(
      `INSERT INTO search_queries (key, display, count, last_at) VALUES (?, ?, 1, ?)
       ON CONFLICT (key) DO UPDATE SET count = count + 1, display = excluded.display, last_at = excluded.last_at`,
    )
    .run(key, display.trim().replace(/\s+/g, ' '), ctx.now())
}
