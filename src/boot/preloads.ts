import { DEFAULT_LOCALE } from '../i18n/locales'
import { hasMyanmar } from '../lib/zawgyi/myanmar'
import type { PreloadMap } from './preload-map'

export type { PreloadMap }

/**
 * The chunks this launch will ask for one after another, so that the page can ask for them all at
 * once. Without it, a deep link to search on a slow link waits six round trips in a row: the
 * entry, its libraries, the catalogue, the route, the detector, then the search call.
 */
export function preloadsFor(location: { pathname: string; search: string }, storedLocale: string | null, map: PreloadMap): string[] {
  const path = location.pathname.length > 1 ? location.pathname.replace(/\/+$/, '') : location.pathname
  // An unknown address renders the not-found page: nothing of a route's own to fetch early.
  if (!Object.hasOwn(map.routes, path)) return []
  const locale = storedLocale !== null && Object.hasOwn(map.locales, storedLocale) ? storedLocale : DEFAULT_LOCALE
  // The entry's own chunks are not listed: the page asks for them with the entry (startupChunks).
  const entry = new Set(map.entryImports)
  const chunks = [...(map.locales[locale] ?? []), ...(map.routes[path] ?? [])].filter((i) => !entry.has(i))
  if (path === '/search' && map.zawgyi !== null && hasMyanmar(new URLSearchParams(location.search).get('query') ?? ''))
    chunks.push(map.zawgyi)
  return [...new Set(chunks)].flatMap((i) => map.files[i] ?? [])
}

/** The chunks the entry imports, in the order they evaluate: preloaded beside it, none waits for the entry's parse. */
export function startupChunks(map: Pick<PreloadMap, 'files' | 'entryImports'>): string[] {
  return [...new Set(map.entryImports.flatMap((i) => map.files[i] ?? []))]
}
