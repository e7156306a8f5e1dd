import { registerRoute } from 'workbox-routing'
import { CacheFirst, NetworkFirst } from 'workbox-strategies'
import { ExpirationPlugin } from 'workbox-expiration'
import { CACHE_FALLBACK_HEADER } from '../src/api/connectivity'

/** Every API cache name starts with this, so logout can purge them all by prefix. */
export const API_CACHE_PREFIX = 'api-'
export const CATALOGUE_CACHE = `${API_CACHE_PREFIX}catalogue`
export const IMAGE_CACHE = 'images'
export const LAZY_CHUNK_CACHE = 'lazy-chunks'

// Catalogue reads only. User-specific reads (profile, subscription, payment, favorites, history,
// notifications) live in IndexedDB tables, where logout can remove them row by row.
const CATALOGUE_PATHS = [
  /^\/v1\/home$/,
  /^\/v1\/popup$/,
  /^\/v1\/category$/,
  /^\/v1\/content\/\d+$/,
  /^\/v1\/promotion\/\d+$/,
  /^\/v1\/app-articles$/,
  /^\/v1\/search\/content(\/auto-complete)?$/,
  /^\/v1\/search\/most-searched$/,
]

export function isCatalogueRequest(url: URL, method: string, origin: string): boolean {
  return method === 'GET' && url.origin === origin && CATALOGUE_PATHS.some((p) => p.test(url.pathname))
}

export const isImageRequest = (url: URL, destination: string, origin: string) =>
  url.origin === origin && destination === 'image' && url.pathname.startsWith('/images/')

export const isLazyChunk = (url: URL, origin: string) =>
  url.origin === origin && url.pathname.startsWith('/assets/') && url.pathname.endsWith('.js')

/**
 * Which runtime cache answers a request, or null for the network alone. Media segments (/media/)
 * and user-specific calls never get one: video would fill the quota in minutes, and a viewer's
 * own data lives in IndexedDB, where logout removes it row by row.
 */
export function runtimeCacheFor(url: URL, method: string, destination: string, origin: string): string | null {
  if (isCatalogueRequest(url, method, origin)) return CATALOGUE_CACHE
  if (isImageRequest(url, destination, origin)) return IMAGE_CACHE
  if (isLazyChunk(url, origin)) return LAZY_CHUNK_CACHE
  return null
}

/**
 * The catalogue cache's key for a request: its address plus the language it asks in. The server's
 * words follow Accept-Language (and say Vary), but Cache Storage keeps one entry per address in
 * practice, so without this a Burmese answer would replace the English one, and offline would find
 * only the language fetched last. Keyed apart, each language's answer survives and is only ever
 * handed to a request in that language.
 */
export function languageCacheKey(url: string, acceptLanguage: string | null): string {
  const key = new URL(url)
  // The app sends 'my' or 'en'; anything else still keys apart, reduced to what a tag may hold.
  const lang = (acceptLanguage ?? '')
    .toLowerCase()
    .replace(/[^a-z0-9,;=.*-]/g, '')
    .slice(0, 40)
  key.searchParams.set('__lang', lang)
  return key.href
}

const keyByLanguage = {
  cacheKeyWillBeUsed: async ({ request }: { request: Request }) => languageCacheKey(request.url, request.headers.get('accept-language')),
}

/**
 * Marks an API answer taken from the cache because the network failed (`network`) or was too slow
 * (`timeout`): the page's bar says which. The plugin's state is per request, so a failed fetch
 * seen here before the cache answers tells the two apart.
 */
export const markCacheFallback = {
  fetchDidFail: async ({ state }: { state?: Record<string, unknown> }) => {
    if (state) state.failed = true
  },
  cachedResponseWillBeUsed: async ({ cachedResponse, state }: { cachedResponse?: Response | null; state?: Record<string, unknown> }) => {
    if (!cachedResponse) return cachedResponse ?? null
    const headers = new Headers(cachedResponse.headers)
    headers.set(CACHE_FALLBACK_HEADER, state?.failed === true ? 'network' : 'timeout')
    return new Response(cachedResponse.body, { status: cachedResponse.status, statusText: cachedResponse.statusText, headers })
  },
}

/** Registers the runtime routes; returns the image route's strategy, which other modules fill too. */
export function setUpRuntimeCaching(origin: string): { images: CacheFirst } {
  registerRoute(
    ({ url, request }) => isCatalogueRequest(url, request.method, origin),
    new NetworkFirst({
      cacheName: CATALOGUE_CACHE,
      // A dead 3G link can hang for much longer than this; the stored answer is better than waiting.
      networkTimeoutSeconds: 4,
      plugins: [
        new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 14 * 24 * 3600, purgeOnQuotaError: true }),
        keyByLanguage,
        // The page's offline bar: an answer from here means the network did not answer.
        markCacheFallback,
      ],
    }),
  )

  const images = new CacheFirst({
    cacheName: IMAGE_CACHE,
    // A picture's address answers by Accept (AVIF or WebP). One browser asks its images with one
    // Accept, but the pictures kept for the page (kept-images.ts) were asked with the worker's: any
    // stored format is one this browser took, so the stored copy answers whatever the Accept.
    matchOptions: { ignoreVary: true },
    plugins: [new ExpirationPlugin({ maxEntries: 400, maxAgeSeconds: 30 * 24 * 3600, purgeOnQuotaError: true })],
  })
  registerRoute(({ url, request }) => isImageRequest(url, request.destination, origin), images)

  // Hashed chunks left out of the precache (the player's media library) are immutable: keep them
  // after first use so the player opens offline the second time.
  registerRoute(
    ({ url }) => isLazyChunk(url, origin),
    new CacheFirst({
      cacheName: LAZY_CHUNK_CACHE,
      plugins: [new ExpirationPlugin({ maxEntries: 20, purgeOnQuotaError: true })],
    }),
  )
  return { images }
}
