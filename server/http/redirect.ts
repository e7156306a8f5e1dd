import type { MiddlewareHandler } from 'hono'
import { errorBody } from './errors.ts'
import { routePath } from 'hono/route'
import type { Logger } from '../log.ts'

/**
 * The Location for a redirect to `raw`, a path on this site or an absolute URL on `origin` (the
 * configured public origin, never the request's Host), with `params` set (a null value removes the
 * parameter). Null when the target leaves the site or does not survive the round trip.
 *
 * The answer is always a path (`/p?q#f`), rebuilt from the parsed URL rather than copied from the
 * input: the parser resolves `.`, `..`, `%2e` and backslashes, and what it resolves to is what the
 * browser will follow. A path that then begins with `//` or `/\` is read by the browser as another
 * host (`//evil.example/steal`), so it is refused, as is anything that reads differently when parsed
 * again.
 */
export function safeLocation(raw: string | undefined, origin: string, params: Record<string, string | null> = {}): string | null {
  // Control characters are dropped by URL parsers and can join `/` and `/` into `//`; backslashes
  // are read as slashes. Neither belongs in an address the app sends.
  if (!raw || [...raw].some((ch) => ch.charCodeAt(0) < 0x20 || ch === '\u007f' || ch === '\\')) return null
  let url: URL
  try {
    url = new URL(raw, origin)
  } catch {
    return null
  }
  if (url.origin !== origin) return null
  for (const [name, value] of Object.entries(params)) {
    if (value === null) url.searchParams.delete(name)
    else url.searchParams.set(name, value)
  }
  const location = `${url.pathname}${url.search}${url.hash}`
  if (!location.startsWith('/') || location.startsWith('//') || location.startsWith('/\\')) return null
  let again: URL
  try {
    again = new URL(location, origin)
  } catch {
    return null
  }
  return again.href === url.href ? location : null
}

/**
 * The last line: a Location that is not a path on this site never leaves the server, whichever
 * route wrote it. Routes build theirs with safeLocation, so this answers only for a bug.
 */
export function sameSiteLocations(origin: string, logger: Logger): MiddlewareHandler {
  return async (c, next) => {
    await next()
    const location = c.res.headers.get('location')
    if (location === null || safeLocation(location, origin) === location) return
    logger.warn({ location, method: c.req.method, route: routePath(c) }, 'refused a Location that leaves the site')
    c.res = c.json(errorBody(500, 'Internal server error'), 500)
  }
}
