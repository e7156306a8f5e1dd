import type { FragmentLoaderContext, HlsConfig, LoaderContext } from 'hls.js'
import type { LevelInfo, PlayerConfig } from '../player-config'
import { loadHls, prefersHlsJs } from '../engine-loader'
import { grantedSource, renewingLoader, type GrantedSource, type Renew } from '../session/grant-renewal'
import { isStoredAddress, storedLoader, type MissingFiles, type StoredKey } from './stored-loader'
import { liveFiles, storedPath, type PartialSource } from './live-files'
import { wakeAfter } from './wake'
import { DOWNLOADS_CACHE } from '../../../data/downloads/layout'
import { parseIntro, type Intro } from '../controls/intro'
import { isSubtitleLanguage, type FetchText, type SubtitleInfo } from '../subtitles/tracks'

/** What the engine tells the screen. */
export interface EngineEvents {
  /** The renditions the quality menu offers (empty for native playback). */
  levels(levels: LevelInfo[]): void
  /** The rendition now playing (index into the levels). */
  levelSwitched(index: number): void
  /** Segments stopped arriving (true) or arrive again (false). */
  network(trouble: boolean): void
  /** Playback cannot go on: one recovery was tried and failed; 'locked' when a download's key was refused. */
  fatal(cause?: 'locked'): void
  /** The subtitle renditions the master lists (hls.js), once known. */
  subtitles?(info: SubtitleInfo): void
  /** The episode's intro, when the master marks one. */
  intro?(intro: Intro): void
  /** The address of the seek preview's thumbnail track, when the master names one. */
  thumbnails?(url: string): void
  /** A download still on its way: a file it needs is neither stored nor reachable now (true), or is again (false). */
  missing?(held: boolean): void
  /** A download still on its way: these seconds of the episode came from the network. */
  streamed?(start: number, end: number): void
}

export interface MediaEngine {
  readonly kind: 'hls' | 'native'
  /** -1 returns to automatic choice. */
  setLevel(index: number): void
  /** Stops fetching media (true) and resumes where it left off (false): the daily allowance's stop spends nothing more. */
  holdLoading?(on: boolean): void
  /** Reads one of the stream's own addresses (a subtitle file) the way the engine reads media. */
  fetchText: FetchText
  /** Stops loading, detaches the media element and frees everything; idempotent. */
  destroy(): void
}

/**
 * Text of an address of the stream: a stored download's from Cache Storage, else from the network
 * under the newest grant, asking for a new one once when the server refuses this one.
 */
function textFetcher(source: GrantedSource | null): FetchText {
  return async (url) => {
    try {
      if (isStoredAddress(url)) {
        const hit = await (await caches.open(DOWNLOADS_CACHE)).match(new URL(url, location.href).pathname)
        return hit ? await hit.text() : null
      }
      const at = source ? source.current(url) : url
      let res = await fetch(at, { credentials: 'same-origin' })
      if (res.status === 403 && source && (await source.renewAfter(at)))
        res = await fetch(source.current(url), { credentials: 'same-origin' })
      return res.ok ? await res.text() : null
    } catch {
      return null
    }
  }
}

export interface AttachOptions {
  url: string
  /** Seconds. */
  startAt: number
  /** The tuning for a given list of renditions (see playerConfig). */
  config(levels: LevelInfo[]): PlayerConfig
  events: EngineEvents
  /** For an episode: asks the stream call again when the media's grant has run out. */
  renew?: Renew
  /** For a download: its media key, while its licence is valid for the viewer. */
  storedKey?: StoredKey
  /** For a download still on its way: where the files not stored yet come from. */
  partial?: PartialSource
}

/** The episode of a stored master's address (`/__downloads/<ep>/master.m3u8`), or null. */
function storedEpisode(url: string): number | null {
  const id = Number(new URL(url, location.href).pathname.split('/')[2])
  return Number.isInteger(id) && id > 0 ? id : null
}

/** The files a download on its way lacks: streamed, or held while nothing can bring them. */
function missingFiles(episodeId: number, partial: PartialSource, events: EngineEvents): MissingFiles {
  let held = 0
  const { arriving } = partial
  return {
    live: liveFiles(episodeId, partial.grant, location.href),
    ...(arriving
      ? {
          arriving(context: LoaderContext, signal: AbortSignal) {
            const path = storedPath(context.url, episodeId, location.href)
            return path === null ? Promise.resolve(false) : arriving(path, signal)
          },
        }
      : {}),
    held(on) {
      const was = held > 0
      held = Math.max(0, held + (on ? 1 : -1))
      if (was !== held > 0) events.missing?.(held > 0)
    },
    streamed(context: LoaderContext) {
      const frag = (context as Partial<FragmentLoaderContext>).frag
      if (frag && frag.sn !== 'initSegment' && Number.isFinite(frag.start) && frag.duration > 0)
        events.streamed?.(frag.start, frag.start + frag.duration)
    },
    wake: (tries, signal) => wakeAfter(tries, signal),
  }
}

export async function attachStream(video: HTMLVideoElement, opts: AttachOptions): Promise<MediaEngine> {
  // A download's addresses exist only in Cache Storage, which only hls.js's loader can read.
  if (isStoredAddress(opts.url)) return attachHls(video, opts)
  if (prefersHlsJs() || !video.canPlayType('application/vnd.apple.mpegurl')) return attachHls(video, opts)
  return attachNative(video, opts)
}

function attachNative(video: HTMLVideoElement, opts: AttachOptions): MediaEngine {
  let destroyed = false
  let retried = false
  // Native playback hides which request failed: a network error may be the grant running out, so
  // the stream call is asked once and the fresh address reopened where playback was.
  let renewal: 'idle' | 'asking' | 'reopening' = 'idle'
  const onMeta = () => {
    if (opts.startAt > 0) video.currentTime = opts.startAt
  }
  // A network failure gets one reload from where it stopped (the native counterpart of startLoad).
  const reloadOnce = () => {
    if (retried) return opts.events.fatal()
    retried = true
    const at = video.currentTime
    opts.events.network(true)
    video.load()
    video.addEventListener('loadedmetadata', () => (video.currentTime = at), { once: true })
  }
  const renewThenReopen = (renew: Renew) => {
    renewal = 'asking'
    const at = video.currentTime
    const wasPlaying = !video.paused
    opts.events.network(true)
    const fail = () => {
      if (destroyed) return
      renewal = 'idle'
      reloadOnce()
    }
    void renew().then((fresh) => {
      if (destroyed) return
      if (!fresh) return fail()
      renewal = 'reopening'
      video.addEventListener(
        'loadedmetadata',
        () => {
          renewal = 'idle'
          video.currentTime = at
          if (wasPlaying) video.play().catch(() => undefined)
        },
        { once: true },
      )
      video.src = fresh
    }, fail)
  }
  const onError = () => {
    if (video.error?.code !== MediaError.MEDIA_ERR_NETWORK) return opts.events.fatal()
    // The stream call is out: its answer reopens the stream.
    if (renewal === 'asking') return
    if (renewal === 'idle' && opts.renew) return renewThenReopen(opts.renew)
    renewal = 'idle'
    reloadOnce()
  }
  const onStalled = () => opts.events.network(true)
  const onProgress = () => opts.events.network(false)
  video.addEventListener('loadedmetadata', onMeta, { once: true })
  video.addEventListener('error', onError)
  video.addEventListener('stalled', onStalled)
  video.addEventListener('progress', onProgress)
  video.src = opts.url
  opts.events.levels([])
  return {
    kind: 'native',
    setLevel: () => undefined,
    fetchText: textFetcher(null),
    destroy() {
      if (destroyed) return
      destroyed = true
      video.removeEventListener('loadedmetadata', onMeta)
      video.removeEventListener('error', onError)
      video.removeEventListener('stalled', onStalled)
      video.removeEventListener('progress', onProgress)
      video.pause()
      // Dropping the source and reloading is what makes the browser close the connection.
      video.removeAttribute('src')
      video.load()
    },
  }
}

async function attachHls(video: HTMLVideoElement, opts: AttachOptions): Promise<MediaEngine> {
  const { default: Hls } = await loadHls()
  const initial = opts.config([])
  const stored = isStoredAddress(opts.url)
  const granted = opts.renew && !stored ? grantedSource(opts.url, opts.renew, location.href) : null
  const episodeId = stored && opts.partial ? storedEpisode(opts.url) : null
  const missing = opts.partial && episodeId !== null ? missingFiles(episodeId, opts.partial, opts.events) : undefined
  const config: Partial<HlsConfig> = {
    ...initial.hls,
    // A grant that runs out mid-episode is renewed beneath hls.js, which never sees the refusal.
    ...(granted ? { loader: renewingLoader(Hls.DefaultConfig.loader, granted) } : {}),
    ...(stored ? { loader: storedLoader(Hls.DefaultConfig.loader, caches, location.href, opts.storedKey, missing) } : {}),
    startPosition: opts.startAt > 0 ? opts.startAt : -1,
    // The ESM build carries no inline worker, so fMP4 is remuxed on the main thread (a cheap
    // pass-through); the CSP's worker-src 'self' blob: would allow one anyway.
    enableWorker: true,
    // A phone on a train loses the network for a minute at a time while the buffer plays on: keep
    // asking for the next segment for about 80 s (then one startLoad for as long again) before
    // calling the failure fatal, instead of hls.js's default of about 30 s.
    fragLoadPolicy: {
      default: {
        maxTimeToFirstByteMs: 10_000,
        maxLoadTimeMs: 120_000,
        timeoutRetry: { maxNumRetry: 4, retryDelayMs: 0, maxRetryDelayMs: 0 },
        errorRetry: { maxNumRetry: 12, retryDelayMs: 1000, maxRetryDelayMs: 8000 },
      },
    },
  }
  const hls = new Hls(config)
  let destroyed = false
  let recovered = false
  let trouble = false
  const setTrouble = (on: boolean) => {
    if (trouble === on) return
    trouble = on
    opts.events.network(on)
  }

  hls.on(Hls.Events.MANIFEST_PARSED, () => {
    const levels = hls.levels.map((l) => ({ height: l.height, bitrate: l.bitrate, averageBitrate: l.averageBitrate }))
    const tuned = opts.config(levels)
    if (tuned.capLevel >= 0) hls.autoLevelCapping = tuned.capLevel
    if (tuned.startLevel >= 0) hls.startLevel = tuned.startLevel
    opts.events.levels(levels)
  })
  // The light build of hls.js carries no subtitle support: the master's subtitle renditions are
  // read here and loaded by the player itself, only when the viewer turns them on.
  hls.on(Hls.Events.MANIFEST_LOADED, (_e, data) => {
    const master = new URL(data.url, location.href)
    const sources = (data.subtitles ?? []).flatMap((s) =>
      isSubtitleLanguage(s.lang) && s.url ? [{ lang: s.lang, name: s.name, url: new URL(s.url, master).href }] : [],
    )
    const language: unknown = data.sessionData?.['com.yokeshin.language']?.VALUE
    opts.events.subtitles?.({ sources, titleLanguage: typeof language === 'string' ? language : null })
    const intro = parseIntro(data.sessionData?.['com.yokeshin.intro']?.VALUE)
    if (intro) opts.events.intro?.(intro)
    const thumbs: unknown = data.sessionData?.['com.yokeshin.thumbnails']?.URI
    if (typeof thumbs === 'string') opts.events.thumbnails?.(new URL(thumbs, master).href)
  })
  hls.on(Hls.Events.LEVEL_SWITCHED, (_e, data) => opts.events.levelSwitched(data.level))
  hls.on(Hls.Events.FRAG_LOADED, () => setTrouble(false))
  hls.on(Hls.Events.FRAG_BUFFERED, () => {
    // A recovery that led to new media worked: the next fatal error gets its own try.
    recovered = false
  })
  hls.on(Hls.Events.ERROR, (_e, data) => {
    // A download's key refused is its licence ending: no retry brings it back.
    if (stored && data.details === Hls.ErrorDetails.KEY_LOAD_ERROR) {
      hls.stopLoad()
      return opts.events.fatal('locked')
    }
    if (data.type === Hls.ErrorTypes.NETWORK_ERROR) setTrouble(true)
    if (!data.fatal) return
    // hls.js's advice: a fatal network error → startLoad, a fatal media error → recoverMediaError.
    if (!recovered && data.type === Hls.ErrorTypes.NETWORK_ERROR) {
      recovered = true
      hls.startLoad()
      return
    }
    if (!recovered && data.type === Hls.ErrorTypes.MEDIA_ERROR) {
      recovered = true
      hls.recoverMediaError()
      return
    }
    opts.events.fatal()
  })

  hls.loadSource(opts.url)
  hls.attachMedia(video)

  return {
    kind: 'hls',
    fetchText: textFetcher(granted),
    setLevel(index) {
      // currentLevel switches now (flushing the buffer ahead); -1 returns to automatic choice.
      hls.currentLevel = index
    },
    holdLoading(on) {
      if (destroyed) return
      if (on) hls.stopLoad()
      else hls.startLoad(-1)
    },
    destroy() {
      if (destroyed) return
      destroyed = true
      video.pause()
      hls.detachMedia()
      hls.destroy()
      video.removeAttribute('src')
      video.load()
    },
  }
}
