import type { Hono } from 'hono'
import * as v from 'valibot'
import type { AppContext, AppEnv } from '../http/types.ts'
import { page, parseQuery, text } from '../http/validation.ts'
import { PAGE_SIZE, contentItem, offsetOf, paged } from '../services/content.ts'
import { countMatches, matchingTitleNames, matchingTitles } from '../services/search.ts'
import { searchKey } from '../services/text.ts'
import { mostSearched, recordSearch, unicodeQuery } from '../services/most-searched.ts'
import { callerKey } from '../http/auth.ts'

const AUTOCOMPLETE_LIMIT = 8

const SearchQuery = v.object({ query: text('query', 100), page: page() })
const SuggestQuery = v.object({ query: text('query', 100) })

export function searchRoutes(app: Hono<AppEnv>, ctx: AppContext): void {
  const { db } = ctx

  app.get('/v1/search/content', (c) => {
    const { query, page: p } = parseQuery(c, SearchQuery)
    const unicode = unicodeQuery(query)
    const q = searchKey(unicode)
    const rows = matchingTitles(db, q, PAGE_SIZE, offsetOf(p))
    const total = countMatches(db, q)
    // Only a first page that found something counts as a search; scrolling further is the same search.
    if (p === 1 && total > 0) {
      recordSearch(db, unicode, callerKey(c, ctx), ctx.now())
    }
    return c.json(paged(rows.map(contentItem), p, total))
  })

  app.get('/v1/search/content/auto-complete', (c) => {
    const { query } = parseQuery(c, SuggestQuery)
    return c.json({ items: matchingTitleNames(db, searchKey(query), AUTOCOMPLETE_LIMIT) })
  })

  app.get('/v1/search/most-searched', (c) => c.json({ items: mostSearched(db) }))
}
