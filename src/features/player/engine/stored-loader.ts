import type { HlsConfig, Loader, LoaderCallbacks, LoaderConfiguration, LoaderContext, LoaderStats } from 'hls.js'
import { DOWNLOADS_CACHE, DOWNLOADS_PREFIX } from '../../../data/downloads/layout'
import type { LiveFiles } from './live-files'

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

/**
 * For a download still on its way: where a file not yet stored comes from, and what the player is
 * told while it can come from nowhere (offline, or the server unreachable).
 */
export interface MissingFiles {
  live: LiveFiles
  /** A file is held (true) because neither the device nor the network has it; released (false). */
  held(on: boolean): void
  /** A file not stored was played from the network. */
  streamed?(context: LoaderContext): void
  /** Resolves true once the downloader stored this file, false when it is not about to store it. */
  arriving?(context: LoaderContext, signal: AbortSignal): Promise<boolean>
  /** Resolves when it is worth looking again (`tries` so far): the connection is back, or time passed. */
  wake(tries: number, signal: AbortSignal): Promise<void>
}

/** The network could not answer: no connection, a refused connection, a timeout, or a 5xx. */
const unreachable = (code: number) => code === 0 || code >= 500

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
    aborted: false,
    loaded: 0,
    retry: 0,
    total: 0,
    chunkCount: 0,
    bwEstimate: 0,
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
export function storedLoader(
  Base: LoaderClass,
  caches: CacheStorage,
  base: string = location.href,
  keyOf: StoredKey = () => Promise.resolve(null),
  missing?: MissingFiles,
): LoaderClass {
  return class StoredLoader implements Loader<LoaderContext> {
    context: LoaderContext | null = null
    stats: LoaderStats = freshStats()
    private inner: Loader<LoaderContext> | null = null
    private over = false
    private holding = false
    /** A live address, handed whole to hls.js's own loader. */
    private direct = false
    private readonly stop = new AbortController()
    private callbacks: LoaderCallbacks<LoaderContext> | null = null
    private readonly hlsConfig: HlsConfig

    constructor(hlsConfig: HlsConfig) {
      this.hlsConfig = hlsConfig
    }

    load(context: LoaderContext, config: LoaderConfiguration, callbacks: LoaderCallbacks<LoaderContext>): void {
      this.context = context
      if (!isStoredAddress(context.url, base)) {
        this.direct = true
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
          if (data === null && missing)
            return void this.fromNetwork(missing, context, config, callbacks, 0).catch(() => this.unreadable(context, callbacks))
          if (data === null || data === 'refused') {
            stats.loading.end = performance.now()
            callbacks.onError(data === 'refused' ? KEY_REFUSED : { code: 404, text: 'Not in the downloads' }, context, null, stats)
            return
          }
          this.answer(data, context, callbacks)
        },
        () => this.unreadable(context, callbacks),
      )
    }

    private unreadable(context: LoaderContext, callbacks: LoaderCallbacks<LoaderContext>): void {
      if (this.over) return
      if (missing) this.hold(missing, false)
      this.stats.loading.end = performance.now()
      callbacks.onError({ code: 500, text: 'The downloads could not be read' }, context, null, this.stats)
    }

    /**
     * A file of a download still on its way that is not stored yet: from the episode's stream under
     * a stream grant, never stored here (the downloader stores what it fetches). With no network it
     * is held, not failed: playback stops at the last stored second, and goes on as soon as the
     * downloader stores the file or the network answers again.
     */
    private async fromNetwork(
      missing: MissingFiles,
      context: LoaderContext,
      config: LoaderConfiguration,
      callbacks: LoaderCallbacks<LoaderContext>,
      tries: number,
    ): Promise<void> {
      const retry = async () => {
        this.hold(missing, true)
        await missing.wake(tries, this.stop.signal).catch(() => undefined)
        if (this.over) return
        // The downloader may have stored it meanwhile.
        const stored = await this.storedFile(context)
        if (this.over) return
        if (stored === null) return this.fromNetwork(missing, context, config, callbacks, tries + 1)
        this.hold(missing, false)
        this.answer(stored, context, callbacks)
      }
      // The downloader is fetching this very file: wait for it rather than pay for it twice.
      if (tries === 0 && missing.arriving && (await missing.arriving(context, this.stop.signal).catch(() => false)) && !this.over) {
        const stored = await this.storedFile(context)
        if (this.over) return
        if (stored !== null) return this.answer(stored, context, callbacks)
      }
      if (this.over) return
      const where = await missing.live.address(context.url).catch(() => ({ kind: 'unreachable' as const }))
      if (this.over) return
      if (where.kind === 'unreachable') return retry()
      if (where.kind === 'refused') {
        this.hold(missing, false)
        this.stats.loading.end = performance.now()
        return callbacks.onError({ code: 403, text: 'The rest of this download cannot be streamed' }, context, null, this.stats)
      }
      this.fetchLive(
        missing,
        { ...context, url: where.url },
        context,
        config,
        {
          onSuccess: (response, _stats, _ctx, details) => {
            this.hold(missing, false)
            missing.streamed?.(context)
            callbacks.onSuccess({ ...response, url: context.url }, this.stats, context, details)
          },
          onError: (error, _ctx, details, stats) => {
            if (unreachable(error.code)) return void retry()
            this.hold(missing, false)
            callbacks.onError(error, context, details, stats)
          },
          onTimeout: () => void retry(),
        },
        false,
      )
    }

    /** One network load into this loader's stats (hls.js holds them); a refused grant is renewed once. */
    private fetchLive(
      missing: MissingFiles,
      live: LoaderContext,
      context: LoaderContext,
      config: LoaderConfiguration,
      done: Pick<LoaderCallbacks<LoaderContext>, 'onSuccess' | 'onError' | 'onTimeout'>,
      renewed: boolean,
    ): void {
      const inner = new Base(this.hlsConfig)
      const stats = this.stats
      stats.loading.start = stats.loading.first = stats.loading.end = 0
      stats.loaded = stats.total = stats.chunkCount = 0
      inner.stats = stats
      this.inner?.destroy()
      this.inner = inner
      inner.load(live, config, {
        onSuccess: (r, s, c, d) => done.onSuccess(r, s, c, d),
        onTimeout: (s, c, d) => done.onTimeout(s, c, d),
        onError: (error, c, d, s) => {
          if (error.code !== 403 || renewed) return done.onError(error, c, d, s)
          void missing.live.renewAfter(live.url).then(
            (ok) => {
              if (this.over) return
              if (!ok) return done.onError(error, c, d, s)
              this.fetchLive(missing, { ...live, url: missing.live.current(live.url) }, context, config, done, true)
            },
            () => done.onError(error, c, d, s),
          )
        },
      })
    }

    private hold(missing: MissingFiles, on: boolean): void {
      if (this.holding === on) return
      this.holding = on
      missing.held(on)
    }

    private answer(data: string | ArrayBuffer, context: LoaderContext, callbacks: LoaderCallbacks<LoaderContext>): void {
      const stats = this.stats
      const size = typeof data === 'string' ? data.length : data.byteLength
      stats.loading.first = stats.loading.end = performance.now()
      stats.loaded = stats.total = size
      stats.chunkCount = 1
      callbacks.onSuccess({ url: context.url, data, code: 200 }, stats, context, null)
    }

    /** The stored file, or null (a key never comes this way: it is not a file of the store). */
    private storedFile(context: LoaderContext): Promise<string | ArrayBuffer | null> {
      return this.read(context).then(
        (d) => (d === 'refused' ? null : d),
        () => null,
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
      if (this.direct) return this.inner?.abort()
      if (this.over) return
      this.over = true
      this.stop.abort()
      if (missing) this.hold(missing, false)
      this.inner?.abort()
      this.stats.aborted = true
      if (this.context) this.callbacks?.onAbort?.(this.stats, this.context, null)
    }

    destroy(): void {
      this.over = true
      this.stop.abort()
      if (missing) this.hold(missing, false)
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
