import type { HlsConfig, Loader, LoaderCallbacks, LoaderConfiguration, LoaderContext, LoaderStats } from 'hls.js'
import { DOWNLOADS_CACHE, DOWNLOADS_PREFIX } from '../../data/downloads/layout'

type LoaderClass = new (config: HlsConfig) => Loader<LoaderContext>

/** An episode's media key while its download's licence is valid for the viewer, else null. */
export type StoredKey = (episodeId: number) => Promise<Uint8Array<ArrayBuffer> | null>

/** What the loader answers when a key is refused: hls.js reports it as a key load error. */
export const KEY_REFUSED = { code: 403, text: 'The download’s licence has ended' }

/** `/__downloads/<ep>/<rendition>/key`: a download's key address, answered from IndexedDB only. */
const KEY_PATH = /^\/__downloads\/(\d{1,10})\/[^/]+\/key$/

/** The episode whose key an address names, or null for any other address. */
export function keyEpisode(url: string, base: string = location.href): number | null {
  try {
    const m = KEY_PATH.exec(new URL(url, base).pathname)
    return m ? Number(m[1]) : null
  } catch {
    return null
  }
}

/** True for an address of a stored download (`/__downloads/…`), on this origin only. */
export function isStoredAddress(url: string, base: string = location.href): boolean {
  try {
    const u = new URL(url, base)
    return u.origin === new URL(base).origin && u.pathname.startsWith(DOWNLOADS_PREFIX)
  } catch {
    return false
  }
}

function freshStats(): LoaderStats {
  return {
    aborted: false, loaded: 0, retry: 0, total: 0, chunkCount: 0, bwEstimate: 0,
    loading: { start: 0, first: 0, end: 0 },
    parsing: { start: 0, end: 0 },
    buffering: { start: 0, first: 0, end: 0 },
  }
}

/**
 * A download plays through hls.js with this loader, which answers the download's addresses from
 * Cache Storage. Not the service worker: a hard reload bypasses it, and a player that plays only
 * while the worker is in control would fail the viewer exactly when it matters, offline on a cold
 * start. hls.js asks for whole files, so no Range handling is needed (a byte range, should a
 * playlist name one, is cut here from the stored file).
 *
 * A stored address never goes to the network: no server route answers it (the app shell would).
 * A missing file is a 404 to hls.js, which then fails the way it fails for any lost file.
 * Any other address (none, for a download's own playlists) goes to hls.js's loader.
 *
 * The key address is the exception: no cache is ever asked for it (a key planted there is never
 * used); `keyOf` answers it from IndexedDB, and refuses once the licence is no longer the viewer's.
 */
export function storedLoader(Base: LoaderClass, caches: CacheStorage, base: string = location.href, keyOf: StoredKey = () => Promise.resolve(null)): LoaderClass {
  return class StoredLoader implements Loader<LoaderContext> {
    context: LoaderContext | null = null
    stats: LoaderStats = freshStats()
    private inner: Loader<LoaderContext> | null = null
    private over = false
    private callbacks: LoaderCallbacks<LoaderContext> | null = null
    private readonly hlsConfig: HlsConfig

    constructor(hlsConfig: HlsConfig) {
      this.hlsConfig = hlsConfig
    }

    load(context: LoaderContext, config: LoaderConfiguration, callbacks: LoaderCallbacks<LoaderContext>): void {
      this.context = context
      if (!isStoredAddress(context.url, base)) {
        this.inner = new Base(this.hlsConfig)
        this.stats = this.inner.stats
        this.inner.load(context, config, callbacks)
        return
      }
      this.callbacks = callbacks
      const stats = this.stats
      stats.loading.start = performance.now()
      void this.read(context).then(
        (data) => {
          if (this.over) return
          if (data === null || data === 'refused') {
            stats.loading.end = performance.now()
            callbacks.onError(data === 'refused' ? KEY_REFUSED : { code: 404, text: 'Not in the downloads' }, context, null, stats)
            return
          }
          const size = typeof data === 'string' ? data.length : data.byteLength
          stats.loading.first = stats.loading.end = performance.now()
          stats.loaded = stats.total = size
          stats.chunkCount = 1
          callbacks.onSuccess({ url: context.url, data, code: 200 }, stats, context, null)
        },
        () => {
          if (this.over) return
          stats.loading.end = performance.now()
          callbacks.onError({ code: 500, text: 'The downloads could not be read' }, context, null, stats)
        },
      )
    }

    private async read(context: LoaderContext): Promise<string | ArrayBuffer | 'refused' | null> {
      const episodeId = keyEpisode(context.url, base)
      if (episodeId !== null) {
        const key = await keyOf(episodeId)
        return key?.byteLength === 16 ? key.slice().buffer : 'refused'
      }
      const cache = await caches.open(DOWNLOADS_CACHE)
      const key = new URL(context.url, base).pathname
      const response = await cache.match(key)
      if (!response) return null
      if (context.responseType !== 'arraybuffer') return response.text()
      const bytes = await response.arrayBuffer()
      // hls.js names no range with rangeEnd 0 (its own loaders send a Range header only for a
      // non-zero end, which is exclusive, as in slice()).
      const { rangeStart = 0, rangeEnd = 0 } = context
      return rangeEnd ? bytes.slice(rangeStart, rangeEnd) : bytes
    }

    abort(): void {
      if (this.inner) return this.inner.abort()
      if (this.over) return
      this.over = true
      this.stats.aborted = true
      if (this.context) this.callbacks?.onAbort?.(this.stats, this.context, null)
    }

    destroy(): void {
      this.over = true
      this.inner?.destroy()
      this.inner = null
      this.callbacks = null
      this.context = null
    }

    getCacheAge(): number | null {
      return this.inner?.getCacheAge?.() ?? null
    }

    getResponseHeader(name: string): string | null {
      return this.inner?.getResponseHeader?.(name) ?? null
    }
  }
}
