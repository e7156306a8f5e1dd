/** A call's query: parameters left undefined are not sent. */
export type Query = Record<string, string | number | undefined>

/**
 * A call's address: the path, then its query as a form would write it (URLSearchParams). The
 * server writes a search link's preload with this same function (server/http/search-preload.ts):
 * the browser hands a preloaded answer only to a request for the very same address.
 */
export function withQuery(path: string, query: Query = {}): string {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.append(key, String(value))
  const written = params.toString()
  if (written === '') return path
  return `${path}${path.includes('?') ? '&' : '?'}${written}`
}

/** The base address and a path from the root, with one slash between them. */
export function joinBase(base: string, path: string): string {
  if (base === '') return path
  return `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`
}
