/// <reference lib="WebWorker" />
import { registerRoute } from 'workbox-routing'
import { CacheFirst } from 'workbox-strategies'
import * as v from 'valibot'
import type { PrecacheEntry } from 'workbox-precaching'
import { SaverMessage, readSaverFlag } from '../src/lib/saver-flag'

declare const self: ServiceWorkerGlobalScope

/** The screens' code (hashed, immutable), kept apart from the precache so the data saver can wait for it. */
export const SCREEN_CODE_CACHE = 'screen-code'

/** Scripts go here; the page itself, its font, manifest and icons stay in the precache proper. */
export const isScreenCode = (url: string) => /^\/?assets\/.+\.js$/.test(url)

const urlOf = (entry: PrecacheEntry | string) => new URL(typeof entry === 'string' ? entry : entry.url, self.location.origin).href

/** Whether the data saver is on: the browser's own Save-Data, or the page's choice (a flag it wrote). */
export async function savingData(): Promise<boolean> {
  const connection = (self.navigator as { connection?: { saveData?: unknown } }).connection
  return connection?.saveData === true || (await readSaverFlag(self.caches))
}

type Fetch = (url: string, init: RequestInit) => Promise<Response>

/**
 * Puts each screen's code not kept yet into `cache`. Under the data saver only from the browser's own
 * cache (only-if-cached: what the page received already, or nothing), never over the network. A file
 * that cannot be had is left for its first use.
 */
export async function fillScreenCode(
  urls: readonly string[],
  saver: boolean,
  cache: Pick<Cache, 'match' | 'put'>,
  get: Fetch,
): Promise<number> {
  let kept = 0
  const queue = [...urls]
  // A few at a time, as a browser loads a page: one by one, 80 files keep the worker installing for long.
  const lane = async () => {
    for (let url = queue.shift(); url !== undefined; url = queue.shift()) {
      if (await cache.match(url)) continue
      const res = await get(url, saver ? { cache: 'only-if-cached', mode: 'same-origin' } : {}).catch(() => null)
      if (res?.ok) {
        await cache.put(url, res)
        kept += 1
      }
    }
  }
  await Promise.all(Array.from({ length: FILL_LANES }, lane))
  return kept
}

const FILL_LANES = 6

/**
 * Keeps every screen's code for offline use, as the precache does, except under the data saver: then
 * only what the page already received is kept (from the browser's cache, free), and a screen's code
 * crosses the network when the viewer first opens that screen, and is kept then. A first visit on a
 * per-megabyte plan no longer pays for screens it may never open. When the saver goes off, the rest
 * is fetched.
 */
export function setUpLeanPrecache(entries: ReadonlyArray<PrecacheEntry | string>): void {
  const urls = new Set(entries.map(urlOf))
  const fill = async (saver: boolean) =>
    fillScreenCode([...urls], saver, await caches.open(SCREEN_CODE_CACHE), (url, init) => fetch(url, init))
  self.addEventListener('install', (event) => {
    event.waitUntil(savingData().then(fill))
  })
  // An earlier version's code is no part of this one.
  self.addEventListener('activate', (event) => {
    event.waitUntil(
      caches.open(SCREEN_CODE_CACHE).then(async (cache) => {
        for (const request of await cache.keys()) if (!urls.has(request.url)) await cache.delete(request)
      }),
    )
  })
  self.addEventListener('message', (event: ExtendableMessageEvent) => {
    const message = v.safeParse(SaverMessage, event.data)
    if (message.success && !message.output.on) event.waitUntil(fill(false))
  })
  // Before the runtime routes: a screen's code answers from here, and a miss is kept here.
  registerRoute(({ url }) => urls.has(url.href), new CacheFirst({ cacheName: SCREEN_CODE_CACHE }))
}
