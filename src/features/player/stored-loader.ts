import type { HlsConfig, Loader, LoaderCallbacks, LoaderConfiguration, LoaderContext, LoaderStats } from 'hls.js'
import { DOWNLOADS_CACHE, DOWNLOADS_PREFIX } from '../../data/downloads/layout'

type LoaderClass = new (config: HlsConfig) => Loader<LoaderContext>

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
 */
export function storedLoader(Base: LoaderClass, caches: CacheStorage, base: string = location.href): LoaderClass {
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
          if (data === null) {
            stats.loading.end = performance.now()
            callbacks.onError({ code: 404, text: 'Not in the downloads' }, context, null, stats)
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

    private async read(context: LoaderContext): Promise<string | ArrayBuffer | null> {
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
