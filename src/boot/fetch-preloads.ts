/**
 * The name of the <meta> by which the server names an API answer the launch's screen will ask for
 * (server/http/search-preload.ts). A <link rel="preload"> in the page would be fetched by the
 * browser's preload scanner before the inline gate could send the launch to the checker instead.
 */
export const FETCH_PRELOAD_META = 'preload-fetch'

/** Only the app's own API, by path: the page is the server's, but the gate trusts no address blindly. */
const API_PATH = /^\/v1\/[^\s\\]*$/

/** The API addresses the page names for the gate to preload, once it knows the launch renders. */
// Typed by shape: the server imports the name above, and its code knows no DOM.
export function fetchPreloads(doc: {
  querySelectorAll(selector: string): ArrayLike<{ getAttribute(name: string): string | null }>
}): string[] {
  const named = Array.from(doc.querySelectorAll(`meta[name="${FETCH_PRELOAD_META}"]`), (m) => m.getAttribute('content') ?? '')
  return named.filter((path) => API_PATH.test(path))
}
