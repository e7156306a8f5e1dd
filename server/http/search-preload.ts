import { withQuery } from '../../src/api/address.ts'
import { FETCH_PRELOAD_META } from '../../src/boot/fetch-preloads.ts'

/** The API refuses longer queries (server/routes/search.ts); a page asking for one preloads nothing. */
const MAX_QUERY = 100

/**
 * The query the app's /search route reads from its address. The router parses each value as JSON
 * when it can (`?query=2024` is a number, `?query=%222024%22` the text "2024"), and the route keeps
 * text and numbers as text; anything else it drops.
 */
export function routeQuery(raw: string | undefined): string | undefined {
  if (raw === undefined) return undefined
  let parsed: unknown = raw
  try {
    parsed = JSON.parse(raw)
  } catch {
    // Plain text: the router keeps it as it is.
  }
  if (typeof parsed === 'string') return parsed
  return typeof parsed === 'number' ? String(parsed) : undefined
}

/** The text the app searches for: trimmed, and null when blank or longer than the API takes. */
function searchable(text: string): string | null {
  const q = text.trim()
  return q === '' || q.length > MAX_QUERY ? null : q
}

/** The text the app searches for when it opens /search?query=…, or null where it searches nothing. */
export function searchedQuery(rawQuery: string | undefined): string | null {
  const query = routeQuery(rawQuery)
  return query === undefined ? null : searchable(query)
}

/**
 * The first page of results the app asks for when it opens /search?query=…, written by the same
 * function as its HTTP client writes it, so that the browser hands the preloaded answer to that
 * request instead of fetching it a second time.
 */
export function firstResultsPath(query: string): string | null {
  const q = searchable(query)
  return q === null ? null : withQuery('/v1/search/content', { query: q, page: '1' })
}

const attribute = (s: string) => s.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;')

/**
 * On a first visit from a search link, the results are fetched in parallel with the app's scripts
 * instead of after them: on slow 4G with a phone's CPU that is about half a second before the first
 * results paint. The page only names the address (FETCH_PRELOAD_META); the inline gate asks for it
 * once it knows the launch renders, since a launch sent to the operator's checker must download
 * nothing but its page, and a search answer is not kept for the page the checker sends back. It
 * goes first in the head, so that the gate (last in the head) finds it. A page the worker serves
 * (every later visit) does not come through here.
 */
export function withSearchPreload(html: string, query: string | null): string {
  const path = query === null ? null : firstResultsPath(query)
  if (path === null || !html.includes('<head>')) return html
  return html.replace('<head>', `<head><meta name="${FETCH_PRELOAD_META}" content="${attribute(path)}" />`)
}
