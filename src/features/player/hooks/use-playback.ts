import { useCallback, useEffect, useRef, useState, type RefObject } from 'react'
import { attachStream, type MediaEngine } from '../engine/media-engine'
import type { Renew } from '../session/grant-renewal'
import type { PartialSource } from '../engine/live-files'
import { createMissingStop } from '../engine/missing-stop'
import { playerConfig, type LevelInfo } from '../player-config'
import { createPositionScheduler, type PositionSample } from '../session/position-scheduler'
import { bufferedEnd } from '../engine/time'
import { connectionHints, currentDataSaver } from '../../../lib/data-saver'
import { rememberLadder } from '../../data-saver/ladder-store'
import { isStoredAddress, type StoredKey } from '../engine/stored-loader'
import type { SubtitleInfo } from '../subtitles/tracks'
import type { Intro } from '../controls/intro'

export const SKIP_SECONDS = 10

export interface PlaybackState {
  playing: boolean
  waiting: boolean
  /** Seconds. */
  time: number
  duration: number
  buffered: number
  levels: LevelInfo[]
  /** The rendition now on screen; -1 until known. */
  level: number
  /** The viewer's choice: -1 is automatic. */
  chosen: number
  offline: boolean
  fatal: boolean
  /** A download's key was refused: its licence ended while it was open. */
  locked?: boolean
  ended: boolean
  /** The stream's subtitle renditions, once the master is read; null before (or for native playback). */
  subtitles: SubtitleInfo | null
  /** The episode's intro, when its master marks one. */
  intro: Intro | null
  /** The seek preview's thumbnail track, when the master names one. */
  thumbnails: string | null
  /** A download on its way ran out of stored media with no network: paused until the rest is stored or the network answers. */
  stopped: boolean
  /** A download still on its way: what plays now came from the network, not the device. */
  streaming: boolean
}

export const INITIAL_PLAYBACK: PlaybackState = {
  playing: false,
  waiting: true,
  time: 0,
  duration: 0,
  buffered: 0,
  levels: [],
  level: -1,
  chosen: -1,
  offline: false,
  fatal: false,
  locked: false,
  ended: false,
  subtitles: null,
  intro: null,
  thumbnails: null,
  stopped: false,
  streaming: false,
}

export interface PlaybackOptions {
  url: string
  startAt: number
  /** Called with each position the scheduler decides to record (never for trailers). */
  onPosition?: (sample: PositionSample) => void
  /** Whether the renditions are worth remembering for the data saver screen's estimate. */
  rememberRenditions: boolean
  /** An episode's stream call, asked again when its media grant runs out (trailers need none). */
  renew?: Renew
  /** A download still on its way: where the files not stored yet come from. */
  partial?: PartialSource
  /** A download's media key, for the stored loader. */
  storedKey?: StoredKey
}

/** Wires one stream to the video element (engine, position scheduler, listeners); all released, and the element detached, on unmount. */
export function usePlayback(videoRef: RefObject<HTMLVideoElement | null>, opts: PlaybackOptions) {
  const [state, setState] = useState<PlaybackState>(INITIAL_PLAYBACK)
  const engineRef = useRef<MediaEngine | null>(null)
  const onPosition = useRef(opts.onPosition)
  const renewRef = useRef(opts.renew)
  const partialRef = useRef(opts.partial)
  const keyRef = useRef(opts.storedKey)
  useEffect(() => {
    onPosition.current = opts.onPosition
    renewRef.current = opts.renew
    partialRef.current = opts.partial
    keyRef.current = opts.storedKey
  })
  const { url, startAt, rememberRenditions } = opts
  const renews = opts.renew !== undefined
  const partial = opts.partial !== undefined

  useEffect(() => {
    const video = videoRef.current
    if (!video) return
    const patch = (p: Partial<PlaybackState>) => setState((s) => ({ ...s, ...p }))
    setState(INITIAL_PLAYBACK)
    const scheduler = createPositionScheduler({
      read: () =>
        Number.isFinite(video.duration) && video.duration > 0
          ? { position: video.currentTime * 1000, duration: video.duration * 1000 }
          : null,
      post: (s) => onPosition.current?.(s),
    })
    const stop = createMissingStop(video, (p) => patch(p))
    const handlers: Array<[string, EventListener]> = [
      ['playing', () => (scheduler.playing(), patch({ playing: true, waiting: false, ended: false }))],
      ['play', () => (stop.played(), patch({ playing: true, ended: false }))],
      ['pause', () => (scheduler.paused(), patch({ playing: false }))],
      ['waiting', () => (patch({ waiting: true }), stop.starved())],
      ['canplay', () => patch({ waiting: false })],
      ['seeked', () => scheduler.seeked()],
      ['ended', () => (scheduler.ended(), patch({ playing: false, ended: true }))],
      ['durationchange', () => patch({ duration: Number.isFinite(video.duration) ? video.duration : 0 })],
      [
        'timeupdate',
        () =>
          patch({
            time: video.currentTime,
            buffered: bufferedEnd(video.buffered, video.currentTime),
            ...(partial ? { streaming: stop.streamingAt(video.currentTime) } : {}),
          }),
      ],
      ['progress', () => patch({ buffered: bufferedEnd(video.buffered, video.currentTime) })],
    ]
    for (const [type, fn] of handlers) video.addEventListener(type, fn)
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') scheduler.hidden()
    }
    const onPageHide = () => scheduler.hidden()
    // A download needs no connection: losing it is no news to the viewer.
    const local = isStoredAddress(url)
    const onOffline = () => {
      if (!local) patch({ offline: true })
    }
    document.addEventListener('visibilitychange', onVisibility)
    window.addEventListener('pagehide', onPageHide)
    window.addEventListener('offline', onOffline)

    let cancelled = false
    let engine: MediaEngine | null = null
    attachStream(video, {
      url,
      startAt,
      ...(renews ? { renew: () => renewRef.current?.() ?? Promise.resolve(null) } : {}),
      ...(partial
        ? {
            partial: {
              grant: () => partialRef.current?.grant() ?? Promise.resolve({ kind: 'refused' as const }),
              arriving: (path: string, signal: AbortSignal) => partialRef.current?.arriving?.(path, signal) ?? Promise.resolve(false),
            },
          }
        : {}),
      storedKey: (episodeId) => keyRef.current?.(episodeId) ?? Promise.resolve(null),
      config: (levels) => playerConfig(connectionHints(), currentDataSaver(), levels),
      events: {
        levels: (levels) => {
          patch({ levels })
          // A download's master names only the kept rendition: no ladder to learn from.
          if (rememberRenditions && !local && levels.length > 0) {
            rememberLadder(
              levels.map((l) => ({
                height: l.height,
                bandwidth: l.bitrate,
                ...(l.averageBitrate ? { averageBandwidth: l.averageBitrate } : {}),
              })),
            )
          }
        },
        levelSwitched: (level) => patch({ level }),
        subtitles: (subtitles) => patch({ subtitles }),
        intro: (intro) => patch({ intro }),
        thumbnails: (thumbnails) => patch({ thumbnails }),
        network: (trouble) => patch({ offline: trouble && !local }),
        missing: (held) => stop.held(held),
        streamed: (start, end) => stop.streamed(start, end),
        fatal: (cause) => {
          // The error view covers the video: what is left in the buffer must not play on beneath it.
          video.pause()
          patch({ fatal: true, playing: false, locked: cause === 'locked' })
        },
      },
    }).then(
      (e) => {
        if (cancelled) return e.destroy()
        engine = e
        engineRef.current = e
        // Refused autoplay (no gesture yet) leaves the player paused with its play button showing.
        video.play().catch(() => patch({ playing: false, waiting: false }))
      },
      () => {
        if (!cancelled) patch({ fatal: true })
      },
    )

    return () => {
      cancelled = true
      stop.dispose()
      // Read the last position before the element is detached.
      scheduler.leave()
      for (const [type, fn] of handlers) video.removeEventListener(type, fn)
      document.removeEventListener('visibilitychange', onVisibility)
      window.removeEventListener('pagehide', onPageHide)
      window.removeEventListener('offline', onOffline)
      engine?.destroy()
      engineRef.current = null
      if (!engine) {
        video.pause()
        video.removeAttribute('src')
        video.load()
      }
    }
  }, [videoRef, url, startAt, rememberRenditions, renews, partial])

  const toggle = useCallback(() => {
    const video = videoRef.current
    if (!video) return
    if (video.paused || video.ended) video.play().catch(() => undefined)
    else video.pause()
  }, [videoRef])

  const seekTo = useCallback(
    (seconds: number) => {
      const video = videoRef.current
      if (!video || !Number.isFinite(video.duration)) return
      video.currentTime = Math.min(Math.max(0, seconds), video.duration)
    },
    [videoRef],
  )

  const skip = useCallback((delta: number) => seekTo((videoRef.current?.currentTime ?? 0) + delta), [seekTo, videoRef])

  const chooseLevel = useCallback((index: number) => {
    engineRef.current?.setLevel(index)
    setState((s) => ({ ...s, chosen: index }))
  }, [])

  const fetchText = useCallback((url: string) => engineRef.current?.fetchText(url) ?? Promise.resolve(null), [])
  const holdLoading = useCallback((on: boolean) => engineRef.current?.holdLoading?.(on), [])

  return { state, toggle, seekTo, skip, chooseLevel, fetchText, holdLoading }
}
