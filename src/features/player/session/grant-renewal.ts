import type { HlsConfig, Loader, LoaderCallbacks, LoaderConfiguration, LoaderContext, LoaderStats } from 'hls.js'

/** Asks the stream call again: a fresh address for the same episode, or null when it cannot play. */
export type Renew = () => Promise<string | null>

/** Media lives under a short-lived grant in its path (/media/e/<episode>/<grant>/…): addresses move under the current grant. */
export interface GrantedSource {
  /** The address under the newest grant (unchanged when it is not under any grant known here). */
  current(url: string): string
  /** After `failed` was refused: true once a newer grant is in place. One stream call per grant. */
  renewAfter(failed: string): Promise<boolean>
}

const dirOf = (url: string) => url.slice(0, url.lastIndexOf('/') + 1)

export function grantedSource(url: string, renew: Renew, base: string): GrantedSource {
  let dir = dirOf(new URL(url, base).href)
  const earlier: string[] = []
  let pending: Promise<boolean> | null = null
  return {
    current(u) {
      if (u.startsWith(dir)) return u
      const old = earlier.find((d) => u.startsWith(d))
      return old === undefined ? u : dir + u.slice(old.length)
    },
    renewAfter(failed) {
      // Refused under an older grant: the newer one is already here (several loads fail at once).
      if (!failed.startsWith(dir)) return Promise.resolve(earlier.some((d) => failed.startsWith(d)))
      pending ??= renew()
        .then(
          (fresh) => {
            if (!fresh) return false
            earlier.push(dir)
            dir = dirOf(new URL(fresh, base).href)
            return true
          },
          () => false,
        )
        .finally(() => {
          pending = null
        })
      return pending
    },
  }
}

type LoaderClass = new (config: HlsConfig) => Loader<LoaderContext>

/** hls.js's loader: a refused grant costs one stream call and one repeat, unseen; a second refusal reaches hls.js. */
export function renewingLoader(Base: LoaderClass, source: GrantedSource): LoaderClass {
  return class RenewingLoader implements Loader<LoaderContext> {
    context: LoaderContext | null = null
    stats: LoaderStats
    private inner: Loader<LoaderContext>
    private over = false
    private readonly hlsConfig: HlsConfig

    constructor(hlsConfig: HlsConfig) {
      this.hlsConfig = hlsConfig
      this.inner = new Base(hlsConfig)
      this.stats = this.inner.stats
    }

    load(context: LoaderContext, config: LoaderConfiguration, callbacks: LoaderCallbacks<LoaderContext>): void {
      this.context = context
      this.attempt(context, config, callbacks, false)
    }

    private attempt(
      context: LoaderContext,
      config: LoaderConfiguration,
      callbacks: LoaderCallbacks<LoaderContext>,
      renewed: boolean,
    ): void {
      context.url = source.current(context.url)
      this.inner.load(context, config, {
        ...callbacks,
        onError: (error, ctx, details, stats) => {
          if (error.code !== 403 || renewed) return callbacks.onError(error, ctx, details, stats)
          void source.renewAfter(ctx.url).then((ok) => {
            if (this.over) return
            if (!ok) return callbacks.onError(error, ctx, details, stats)
            // hls.js keeps this loader's stats for its bandwidth estimate: the repeat reports into the same object.
            const next = new Base(this.hlsConfig)
            this.stats.loading.start = this.stats.loading.first = this.stats.loading.end = 0
            next.stats = this.stats
            this.inner = next
            this.attempt(context, config, callbacks, true)
          })
        },
      })
    }

    abort(): void {
      this.over = true
      this.inner.abort()
    }

    destroy(): void {
      this.over = true
      this.inner.destroy()
      this.context = null
    }

    getCacheAge(): number | null {
      return this.inner.getCacheAge?.() ?? null
    }

    getResponseHeader(name: string): string | null {
      return this.inner.getResponseHeader?.(name) ?? null
    }
  }
}
