import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react'
import { useLingui } from '@lingui/react/macro'
import type { Stream } from '../../../api/schemas/catalogue'
import type { ContentChild } from '../../../api/schemas/catalogue'
import { failure } from '../../../api/failures'
import { connectivity } from '../../../api/connectivity'
import { stallCause } from '../engine/stall'
import { ErrorView } from '../../../ui/errors/ErrorView'
import type { PositionSample } from '../session/position-scheduler'
import type { StoredKey } from '../engine/stored-loader'
import { SKIP_SECONDS, usePlayback } from '../hooks/use-playback'
import { useAutoHide } from '../hooks/use-auto-hide'
import { useSubtitles } from '../hooks/use-subtitles'
import { readPlayerPrefs, writePlayerPrefs } from '../controls/preferences'
import { isCharacterKey, keyAction } from '../controls/keyboard'
import { stepSpeed, type Speed } from '../controls/speed'
import { createTapTracker, zoneOf, type Streak } from '../controls/double-tap'
import { useFullscreen } from './use-fullscreen'
import { PipMenu, ShortcutsMenu, SpeedMenu, SubtitlesMenu } from './PlayerMenus'
import { useMediaSession, type SessionEpisode } from '../hooks/use-media-session'
import { useWakeLock } from '../hooks/use-wake-lock'
import { useUpNext } from '../hooks/use-up-next'
import { useSeekPreview } from '../hooks/use-seek-preview'
import { introDue } from '../controls/intro'
import { NextEpisodeButton, SkipIntro, UpNext } from './EpisodeCards'
import { usePictureInPicture } from '../hooks/use-picture-in-picture'
import { SubtitleOverlay } from './SubtitleOverlay'
import { SeekRipple } from './SeekRipple'
import type { Renew } from '../session/grant-renewal'
import type { PartialSource } from '../engine/live-files'
import { Controls } from './Controls'
import { DownloadDoneIcon, OfflineIcon } from './icons'
import { ShareButton, type ShareButtonProps } from '../../share/components/ShareButton'
import { usePackPrices } from '../../data-saver/queries'
import { useServices } from '../../../ui/use-services'
import { AllowanceStop } from './AllowanceStop'

// A bar button like the player's own: round, 44 px, light on the dark bar.
const PLAYER_BUTTON = 'grid size-11 place-items-center rounded-full hover:bg-white/15'

export interface VideoPlayerProps {
  stream: Stream
  startAt: number
  isTrailer: boolean
  next: ContentChild | null
  previous?: ContentChild | null
  /** What the lock screen and notification name. */
  episode: SessionEpisode
  /** The title to share from the player; null when the player was opened without its title's page. */
  share?: ShareButtonProps | null
  onPosition?: (sample: PositionSample) => void
  /** An episode's stream call again, for when its media grant runs out mid-session. */
  renew?: Renew
  /** Plays the episode's download from the device (and says so). */
  fromDownloads?: boolean
  /** A download still on its way: where the files not stored yet come from. */
  partial?: PartialSource
  /** A download's media key while its licence is valid (see stored-loader.ts). */
  storedKey?: StoredKey
  /** The first time the video plays. */
  onStarted?: () => void
  /** Played to the end. */
  onEnded?: () => void
  onBack(): void
  onNext(child: ContentChild): void
  onRetry(): void
}

/** A download on its way, played with no network, reached its first missing part. */
function RestNotDownloaded() {
  const { t } = useLingui()
  return (
    <div
      role="status"
      className="absolute top-16 left-1/2 flex w-max max-w-[90%] -translate-x-1/2 items-start gap-2 rounded-xl bg-slate-900/90 px-4 py-3 text-sm"
    >
      <OfflineIcon className="size-5 shrink-0" />
      <span>
        <span className="block font-medium">{t`The rest hasn't downloaded yet`}</span>
        <span className="block text-white/80">{t`It plays on by itself when the connection returns or this part downloads.`}</span>
      </span>
    </div>
  )
}

function isTyping(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null
  return (
    !!el?.closest?.('[role="menu"]') || el?.tagName === 'TEXTAREA' || (el?.tagName === 'INPUT' && (el as HTMLInputElement).type !== 'range')
  )
}

export function VideoPlayer({
  stream,
  startAt,
  isTrailer,
  next,
  previous = null,
  episode,
  share = null,
  onPosition,
  renew,
  fromDownloads = false,
  partial,
  storedKey,
  onStarted,
  onEnded,
  onBack,
  onNext,
  onRetry,
}: VideoPlayerProps) {
  const { t, i18n } = useLingui()
  const prices = usePackPrices(useServices().db)
  const videoRef = useRef<HTMLVideoElement>(null)
  const rootRef = useRef<HTMLDivElement>(null)
  const { state, toggle, seekTo, skip, chooseLevel, fetchText, holdLoading } = usePlayback(videoRef, {
    url: stream.url,
    startAt,
    onPosition,
    rememberRenditions: !isTrailer,
    ...(renew ? { renew } : {}),
    ...(partial ? { partial } : {}),
    ...(storedKey ? { storedKey } : {}),
  })
  // A download whose key was refused is asked about again: the screen then says it has expired.
  const relocked = useRef(false)
  useEffect(() => {
    if (!state.locked || relocked.current) return
    relocked.current = true
    onRetry()
  }, [state.locked, onRetry])
  const fullscreen = useFullscreen(rootRef, videoRef)
  const subtitles = useSubtitles(videoRef, state.subtitles, fetchText, i18n.locale)
  const started = useRef(false)
  useEffect(() => {
    if (!state.playing || started.current) return
    started.current = true
    onStarted?.()
  }, [state.playing, onStarted])
  useEffect(() => {
    if (state.ended) onEnded?.()
  }, [state.ended, onEnded])

  // Focus starts on the player, so Space plays; by hand, since autoFocus moves focus only for form fields.
  useEffect(() => rootRef.current?.focus({ preventScroll: true }), [])

  const reach = useSyncExternalStore(connectivity.subscribe, () => connectivity.state().reach)
  const { shown, hide } = useAutoHide(state.playing)
  // Controls stay up while paused, waiting, ended or failing; they fade only during playback.
  const visible = shown || !state.playing || state.waiting || state.ended
  const onMenu = useCallback((open: boolean) => hide.setHeld(open), [hide])
  const onFocusInside = useCallback((focused: boolean) => hide.setFocused(focused), [hide])
  const [shortcuts, setShortcuts] = useState(() => readPlayerPrefs().shortcuts)

  const [speed, setSpeed] = useState<Speed>(() => readPlayerPrefs().speed)
  useEffect(() => {
    const v = videoRef.current
    if (!v) return
    // The default rate survives the engine (re)loading the element; the current one does not.
    v.defaultPlaybackRate = speed
    v.playbackRate = speed
  }, [speed])
  const chooseSpeed = useCallback((s: Speed) => {
    setSpeed(s)
    writePlayerPrefs({ speed: s })
  }, [])

  // Offline, a download's next episode may not be downloaded: no countdown into an error.
  const [held, setHeld] = useState(false)
  const upNext = useUpNext(fromDownloads && !navigator.onLine ? null : next, state, onNext, held)
  const seekPreview = useSeekPreview(state.thumbnails, fetchText)
  useWakeLock(state.playing)
  const [pipOnLeave, setPipOnLeave] = useState(() => readPlayerPrefs().pipOnLeave)
  const pip = usePictureInPicture(videoRef, pipOnLeave, state.playing)
  useMediaSession(
    episode,
    {
      play: () => void videoRef.current?.play().catch(() => undefined),
      pause: () => videoRef.current?.pause(),
      seekBy: skip,
      seekTo,
      previous: previous ? () => onNext(previous) : null,
      next: next ? () => onNext(next) : null,
    },
    { time: state.time, duration: state.duration, rate: speed },
  )

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented || e.altKey || e.ctrlKey || e.metaKey || isTyping(e.target)) return
      hide.activity()
      // Turned off, the keys that type a character do nothing here; the arrows and the buttons remain.
      if (!shortcuts && isCharacterKey(e.key)) return
      const action = keyAction(e.key)
      const onButton = (e.target as HTMLElement | null)?.tagName === 'BUTTON'
      // Space on a focused button presses that button.
      if (!action || (e.key === ' ' && onButton)) return
      e.preventDefault()
      const video = videoRef.current
      if (action === 'toggle') toggle()
      else if (action === 'back' || action === 'forward') skip(action === 'back' ? -SKIP_SECONDS : SKIP_SECONDS)
      else if (action === 'fullscreen') void fullscreen.toggle()
      else if (action === 'mute' && video) video.muted = !video.muted
      else if (action === 'subtitles') subtitles.cycle()
      else if (action === 'slower' || action === 'faster') chooseSpeed(stepSpeed(speed, action === 'slower' ? -1 : 1))
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [hide, toggle, skip, fullscreen, subtitles, chooseSpeed, speed, shortcuts])

  // A touch shows or hides the controls, a click plays or pauses, a double tap on a side seeks.
  const [streak, setStreak] = useState<Streak | null>(null)
  const pointer = useRef<{ type: string; downOnVideo: boolean }>({ type: 'mouse', downOnVideo: false })
  const actions = useRef({ toggle, skip, hide })
  useEffect(() => {
    actions.current = { toggle, skip, hide }
  })
  const taps = useRef<ReturnType<typeof createTapTracker> | null>(null)
  useEffect(() => {
    const tracker = createTapTracker({
      single: () => (pointer.current.type === 'mouse' ? actions.current.toggle() : actions.current.hide.toggle()),
      seek: (delta) => actions.current.skip(delta),
      streak: setStreak,
    })
    taps.current = tracker
    return () => tracker.dispose()
  }, [])
  const onSurfaceUp = (e: React.PointerEvent<HTMLVideoElement>) => {
    if (!pointer.current.downOnVideo) return
    pointer.current.downOnVideo = false
    const box = e.currentTarget.getBoundingClientRect()
    taps.current?.tap(zoneOf(e.clientX - box.left, box.width))
  }

  return (
    <div
      ref={rootRef}
      className="relative size-full touch-manipulation bg-black focus:outline-none"
      onPointerMove={(e) => {
        if (e.pointerType === 'mouse') hide.activity()
      }}
      onPointerDownCapture={(e) => {
        pointer.current = { type: e.pointerType, downOnVideo: e.target === videoRef.current }
        // A touch on the controls keeps them up; one on the picture is a tap, decided on release.
        if (e.target !== videoRef.current) hide.activity()
      }}
      onFocusCapture={() => hide.activity()}
      role="region"
      aria-label={t`Video player`}
      tabIndex={-1}
    >
      <video
        ref={videoRef}
        poster={stream.poster || undefined}
        playsInline
        preload="auto"
        className="absolute inset-0 size-full object-contain"
        onPointerUp={onSurfaceUp}
      />
      {state.waiting && !state.stopped && !state.fatal && !state.ended && (
        <div className="pointer-events-none absolute inset-0 grid place-items-center" aria-hidden="true">
          <span className="size-12 animate-spin rounded-full border-4 border-white/30 border-t-white" />
        </div>
      )}
      <SeekRipple streak={streak} />
      {!state.fatal && !upNext.due && (
        <SubtitleOverlay
          text={subtitles.text}
          lang={subtitles.choice}
          size={subtitles.size}
          background={subtitles.background}
          raised={visible}
        />
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
          onMenu={onMenu}
          onFocusInside={onFocusInside}
          preview={seekPreview}
          cost={fromDownloads ? undefined : { kyatPerMb: prices.day }}
          menus={
            <>
              {share && <ShareButton {...share} iconOnly className={PLAYER_BUTTON} />}
              <SubtitlesMenu subtitles={subtitles} onOpenChange={onMenu} />
              <SpeedMenu speed={speed} onChoose={chooseSpeed} onOpenChange={onMenu} />
              {pip.supported && (
                <PipMenu
                  active={pip.active}
                  onLeave={pipOnLeave}
                  onToggle={pip.toggle}
                  onChooseOnLeave={(on) => setPipOnLeave(writePlayerPrefs({ pipOnLeave: on }).pipOnLeave)}
                  onOpenChange={onMenu}
                />
              )}
              <ShortcutsMenu
                on={shortcuts}
                onChoose={(on) => setShortcuts(writePlayerPrefs({ shortcuts: on }).shortcuts)}
                onOpenChange={onMenu}
              />
            </>
          }
        />
      )}
      {fromDownloads && !state.fatal && !state.stopped && (
        // Fades with the controls rather than leaving the tree, so a screen reader hears it once.
        <div
          role="status"
          className={`pointer-events-none absolute top-16 left-1/2 flex max-w-[90%] -translate-x-1/2 items-center gap-2 rounded-full bg-slate-900/90 px-4 py-2 text-sm transition-opacity duration-300 ${visible ? 'opacity-100' : 'opacity-0'}`}
        >
          <DownloadDoneIcon className="size-5 shrink-0" />
          {/* A download on its way streams what has not arrived: say which the viewer is watching. */}
          <span>{state.streaming ? t`Streaming: this part hasn’t downloaded yet` : t`Playing from downloads`}</span>
        </div>
      )}
      {state.stopped && !state.fatal && <RestNotDownloaded />}
      {state.offline && !state.fatal && !fromDownloads && (
        <div
          role="status"
          className="absolute top-16 left-1/2 flex max-w-[90%] -translate-x-1/2 items-center gap-2 rounded-full bg-slate-900/90 px-4 py-2 text-sm"
        >
          <OfflineIcon className="size-5 shrink-0" />
          <span>
            {stallCause(reach) === 'no-connection'
              ? t`No connection. Playing what has loaded; it goes on when the connection returns.`
              : t`The server is not answering. Playing what has loaded; it goes on when it answers.`}
          </span>
        </div>
      )}
      {!state.fatal && introDue(state.time, state.intro) && !upNext.due && (
        <SkipIntro onSkip={() => seekTo(state.intro?.end ?? state.time)} />
      )}
      {!state.fatal && next && upNext.due && <UpNext next={next} left={upNext.left} onPlay={() => onNext(next)} onCancel={upNext.cancel} />}
      <AllowanceStop
        videoRef={videoRef}
        levels={state.levels}
        level={state.level}
        fromDownloads={fromDownloads && !partial}
        chooseLevel={chooseLevel}
        holdLoading={holdLoading}
        onHeld={setHeld}
      />
      {state.ended && next && (upNext.cancelled || held) && <NextEpisodeButton next={next} onNext={() => onNext(next)} />}
      {state.fatal && (
        <div className="absolute inset-0 grid place-items-center bg-black/80 p-4">
          <div className="w-full max-w-md rounded-xl bg-white text-slate-900 dark:bg-slate-900 dark:text-slate-100">
            <ErrorView failure={failure(state.offline ? 'InternetConnectionFailure' : 'UnknownNetworkFailure')} onRetry={onRetry}>
              <button
                type="button"
                onClick={onBack}
                className="rounded-lg px-6 py-2 font-medium ring-1 ring-slate-300 hover:bg-slate-100 dark:ring-slate-700 dark:hover:bg-slate-800"
              >
                {t`Back`}
              </button>
            </ErrorView>
          </div>
        </div>
      )}
    </div>
  )
}
