import type { Hono } from 'hono'
import * as v from 'valibot'
import type { AppContext, AppEnv } from '../http/types.ts'
import { page, parseQuery, text } from '../http/validation.ts'
import { PAGE_SIZE, contentItem, offsetOf, paged } from '../services/content.ts'
import { countMatches, matchingTitleNames, matchingTitles } from '../services/search.ts'
import { searchKey } from '../services/text.ts'

const AUTOCOMPLETE_LIMIT = 8
const MOST_SEARCHED_LIMIT = 10

const SearchQuery = v.object({ query: text('query', 100), page: page() })
const SuggestQuery = v.object({ query: text('query', 100) })

export function searchRoutes(app: Hono<AppEnv>, ctx: AppContext): void {
  const { db } = ctx

  app.get('/v1/search/content', (c) => {
    const { query, page: p } = parseQuery(c, SearchQuery)
    const q = searchKey(query)
    // Only a first page counts as a search; scrolling further is the same search.
    if (p === 1) record(ctx, query, q)
    const rows = matchingTitles(db, q, PAGE_SIZE, offsetOf(p))
    return c.json(paged(rows.map(contentItem), p, countMatches(db, q)))
  })

  app.get('/v1/search/content/auto-complete', (c) => {
    const { query } = parseQuery(c, SuggestQuery)
    return c.json({ items: matchingTitleNames(db, searchKey(query), AUTOCOMPLETE_LIMIT) })
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
