import { useCallback, useEffect, useRef, useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import type { Stream } from '../../../api/schemas/catalogue'
import type { ContentChild } from '../../../api/schemas/catalogue'
import { failure } from '../../../api/failures'
import { ErrorView } from '../../../ui/errors/ErrorView'
import type { PositionSample } from '../position-scheduler'
import { SKIP_SECONDS, usePlayback } from '../use-playback'
import type { Renew } from '../grant-renewal'
import { Controls } from './Controls'
import { DownloadDoneIcon, NextIcon, OfflineIcon } from './icons'

export interface VideoPlayerProps {
  stream: Stream
  startAt: number
  isTrailer: boolean
  next: ContentChild | null
  onPosition?: (sample: PositionSample) => void
  /** An episode's stream call again, for when its media grant runs out mid-session. */
  renew?: Renew
  /** Plays the episode's download from the device (and says so). */
  fromDownloads?: boolean
  /** The first time the video plays. */
  onStarted?: () => void
  /** Played to the end. */
  onEnded?: () => void
  onBack(): void
  onNext(child: ContentChild): void
  onRetry(): void
}

const HIDE_AFTER_MS = 3000

function useFullscreen(target: React.RefObject<HTMLElement | null>, video: React.RefObject<HTMLVideoElement | null>) {
  const [on, setOn] = useState(false)
  useEffect(() => {
    const sync = () => setOn(document.fullscreenElement !== null)
    document.addEventListener('fullscreenchange', sync)
    return () => {
      document.removeEventListener('fullscreenchange', sync)
      if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined)
      unlockOrientation()
    }
  }, [])
  const toggle = useCallback(async () => {
    try {
      if (document.fullscreenElement) {
        unlockOrientation()
        await document.exitFullscreen()
        return
      }
      const el = target.current
      if (el?.requestFullscreen) {
        await el.requestFullscreen({ navigationUI: 'hide' })
        // Landscape lock exists only in fullscreen on some phones; elsewhere it rejects, which is fine.
        const orientation = screen.orientation as ScreenOrientation & { lock?: (o: string) => Promise<void> }
        await orientation.lock?.('landscape').catch(() => undefined)
      } else {
        // iPhone Safari: only the video element itself can go full screen.
        ;(video.current as (HTMLVideoElement & { webkitEnterFullscreen?: () => void }) | null)?.webkitEnterFullscreen?.()
      }
    } catch {
      // Refused (no gesture, or not allowed in this frame): the player simply stays as it is.
    }
  }, [target, video])
  return { on, toggle }
}

function unlockOrientation() {
  try {
    screen.orientation?.unlock?.()
  } catch {
    // Nothing was locked.
  }
}

function isTyping(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null
  return !!el?.closest?.('[role="menu"]') || el?.tagName === 'TEXTAREA' || (el?.tagName === 'INPUT' && (el as HTMLInputElement).type !== 'range')
}

export function VideoPlayer({ stream, startAt, isTrailer, next, onPosition, renew, fromDownloads = false, onStarted, onEnded, onBack, onNext, onRetry }: VideoPlayerProps) {
  const { t } = useLingui()
  const videoRef = useRef<HTMLVideoElement>(null)
  const rootRef = useRef<HTMLDivElement>(null)
  const { state, toggle, seekTo, skip, chooseLevel } = usePlayback(videoRef, {
    url: stream.url,
    startAt,
    onPosition,
    rememberRenditions: !isTrailer,
    ...(renew ? { renew } : {}),
  })
  const fullscreen = useFullscreen(rootRef, videoRef)
  const started = useRef(false)
  useEffect(() => {
    if (!state.playing || started.current) return
    started.current = true
    onStarted?.()
  }, [state.playing, onStarted])
  useEffect(() => {
    if (state.ended) onEnded?.()
  }, [state.ended, onEnded])
  const [shown, setShown] = useState(true)
  const hideTimer = useRef<ReturnType<typeof setTimeout> | null>(null)

  const show = useCallback(() => {
    setShown(true)
    if (hideTimer.current) clearTimeout(hideTimer.current)
    hideTimer.current = setTimeout(() => setShown(false), HIDE_AFTER_MS)
  }, [])
  useEffect(() => () => {
    if (hideTimer.current) clearTimeout(hideTimer.current)
  }, [])
  // Controls stay up while paused, waiting, ended or failing; they fade only during playback.
  const visible = shown || !state.playing || state.waiting || state.ended

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented || e.altKey || e.ctrlKey || e.metaKey || isTyping(e.target)) return
      show()
      const onButton = (e.target as HTMLElement | null)?.tagName === 'BUTTON'
      if ((e.key === ' ' || e.key === 'k') && !onButton) {
        e.preventDefault()
        toggle()
      } else if (e.key === 'ArrowLeft' || e.key === 'ArrowRight') {
        e.preventDefault()
        skip(e.key === 'ArrowLeft' ? -SKIP_SECONDS : SKIP_SECONDS)
      }
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [show, toggle, skip])

  const onSurfaceTap = () => {
    if (visible && state.playing) {
      if (hideTimer.current) clearTimeout(hideTimer.current)
      setShown(false)
    } else show()
  }

  return (
    <div
      ref={rootRef}
      className="relative size-full bg-black focus:outline-none"
      onPointerMove={show}
      onFocusCapture={show}
      role="region"
      aria-label={t`Video player`}
      // Focus starts on the player itself, not its Back button, so Space plays and pauses.
      tabIndex={-1}
      autoFocus
    >
      <video
        ref={videoRef}
        poster={stream.poster || undefined}
        playsInline
        preload="auto"
        className="absolute inset-0 size-full object-contain"
        onClick={onSurfaceTap}
      />
      {state.waiting && !state.fatal && !state.ended && (
        <div className="pointer-events-none absolute inset-0 grid place-items-center" aria-hidden="true">
          <span className="size-12 animate-spin rounded-full border-4 border-white/30 border-t-white" />
        </div>
      )}
      {!state.fatal && (
        <Controls
          title={stream.title}
          state={state}
          visible={visible}
          fullscreen={fullscreen.on}
          onBack={onBack}
          onToggle={toggle}
          onSkip={skip}
          onSeek={seekTo}
          onChooseLevel={chooseLevel}
          onFullscreen={() => void fullscreen.toggle()}
        />
      )}
      {fromDownloads && !state.fatal && (
        // Fades with the controls rather than leaving the tree, so a screen reader hears it once.
        <div role="status" className={`pointer-events-none absolute top-16 left-1/2 flex max-w-[90%] -translate-x-1/2 items-center gap-2 rounded-full bg-slate-900/90 px-4 py-2 text-sm transition-opacity duration-300 ${visible ? 'opacity-100' : 'opacity-0'}`}>
          <DownloadDoneIcon className="size-5 shrink-0" />
          <span>{t`Playing from downloads`}</span>
        </div>
      )}
      {state.offline && !state.fatal && !fromDownloads && (
        <div role="status" className="absolute top-16 left-1/2 flex max-w-[90%] -translate-x-1/2 items-center gap-2 rounded-full bg-slate-900/90 px-4 py-2 text-sm">
          <OfflineIcon className="size-5 shrink-0" />
          <span>{t`No connection. Playing what has loaded; it goes on when the connection returns.`}</span>
        </div>
      )}
      {state.ended && next && (
        <div className="absolute right-4 bottom-28 flex flex-col items-end gap-1">
          <button
            type="button"
            onClick={() => onNext(next)}
            className="flex items-center gap-2 rounded-lg bg-white px-4 py-3 font-semibold text-slate-900 shadow-lg hover:bg-slate-200"
          >
            <NextIcon className="size-5" />
            <span>{t`Next episode`}</span>
          </button>
          <span className="max-w-64 truncate text-sm text-white/90">{next.title}</span>
        </div>
      )}
      {state.fatal && (
        <div className="absolute inset-0 grid place-items-center bg-black/80 p-4">
          <div className="w-full max-w-md rounded-xl bg-white text-slate-900 dark:bg-slate-900 dark:text-slate-100">
            <ErrorView failure={failure(state.offline ? 'InternetConnectionFailure' : 'UnknownNetworkFailure')} onRetry={onRetry}>
              <button type="button" onClick={onBack} className="rounded-lg px-6 py-2 font-medium ring-1 ring-slate-300 hover:bg-slate-100 dark:ring-slate-700 dark:hover:bg-slate-800">
                {t`Back`}
              </button>
            </ErrorView>
          </div>
        </div>
      )}
    </div>
  )
}
