import { useState, type ReactNode } from 'react'
import type { SeekPreview } from '../hooks/use-seek-preview'
import { SeekThumbnail } from './SeekThumbnail'
import { useLingui } from '@lingui/react/macro'
import type { PlaybackState } from '../hooks/use-playback'
import { formatClock } from '../../../i18n/clock'
import { seekWords } from '../controls/time-words'
import { QualityMenu } from './QualityMenu'
import { ArrowBackIcon, ExitFullscreenIcon, FullscreenIcon, PauseIcon, PlayIcon, SkipBackIcon, SkipForwardIcon } from './icons'
import { textLang } from '../../../i18n/text-lang'

export interface ControlsProps {
  title: string
  state: PlaybackState
  visible: boolean
  fullscreen: boolean
  onBack(): void
  onToggle(): void
  onSkip(delta: number): void
  onSeek(seconds: number): void
  onChooseLevel(index: number): void
  onFullscreen(): void
  /** A menu opened or closed: the controls stay up while one is open. */
  onMenu(open: boolean): void
  /** A control took or lost the keyboard's focus: the controls stay up while one has it. */
  onFocusInside?(focused: boolean): void
  /** The player's own menus and buttons, before quality and full screen. */
  menus?: ReactNode
  /** Thumbnails above the seek bar while scrubbing. */
  preview?: SeekPreview
  /** The viewer's price for streamed bytes; absent when playback costs no data (a download). */
  cost?: { kyatPerMb: number | null }
}

const round = 'grid place-items-center rounded-full hover:bg-white/15'

const SLIDER_KEYS: Record<string, number | 'start' | 'end'> = {
  ArrowLeft: -10,
  ArrowDown: -10,
  ArrowRight: 10,
  ArrowUp: 10,
  PageDown: -60,
  PageUp: 60,
  Home: 'start',
  End: 'end',
}

function focusVisible(el: Element): boolean {
  try {
    return el.matches(':focus-visible')
  } catch {
    // An engine without the selector: any focus counts.
    return true
  }
}

function IconButton({ label, onClick, className, children }: { label: string; onClick(): void; className?: string; children: ReactNode }) {
  return (
    <button type="button" aria-label={label} title={label} onClick={onClick} className={`${round} ${className ?? 'size-11'}`}>
      {children}
    </button>
  )
}

export function Controls({
  title,
  state,
  visible,
  fullscreen,
  onBack,
  onToggle,
  onSkip,
  onSeek,
  onChooseLevel,
  onFullscreen,
  onMenu,
  onFocusInside,
  menus,
  preview,
  cost,
}: ControlsProps) {
  const { t, i18n } = useLingui()
  const { duration, time, buffered } = state
  // The moment under the finger while scrubbing; null otherwise.
  const [scrub, setScrub] = useState<number | null>(null)
  const endScrub = () => {
    if (scrub === null) return
    setScrub(null)
    onMenu(false)
  }
  const pct = (s: number) => (duration > 0 ? `${Math.min(100, (s / duration) * 100)}%` : '0%')
  const now = formatClock(i18n, time)
  const total = formatClock(i18n, duration)
  // Hidden bars let taps through to the surface, which brings them back.
  const events = visible ? 'pointer-events-auto' : 'pointer-events-none'

  return (
    // Hidden controls stay in the tab order: focusing one shows them again (see VideoPlayer).
    <div
      data-controls={visible ? 'shown' : 'hidden'}
      // Only a keyboard's focus holds them: a tapped button keeps the focus too, and would never let go.
      onFocus={(e) => onFocusInside?.(focusVisible(e.target))}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) onFocusInside?.(false)
      }}
      className={`pointer-events-none absolute inset-0 flex flex-col justify-between transition-opacity duration-300 ${visible ? 'opacity-100' : 'opacity-0'}`}
    >
      <div
        className={`${events} flex items-center gap-2 bg-gradient-to-b from-black/80 to-transparent px-2 pt-[max(0.5rem,env(safe-area-inset-top))] pb-6`}
      >
        <IconButton label={t`Back`} onClick={onBack}>
          <ArrowBackIcon />
        </IconButton>
        <h1 id="player-title" lang={textLang(title)} className="truncate text-base font-semibold">
          {title}
        </h1>
      </div>

      <div className={`${events} flex items-center justify-center gap-8 self-center`}>
        <IconButton label={t`Back 10 seconds`} onClick={() => onSkip(-10)} className="size-14">
          <SkipBackIcon className="size-8" />
        </IconButton>
        <IconButton label={state.playing ? t`Pause` : t`Play`} onClick={onToggle} className="size-18 bg-black/40">
          {state.playing ? <PauseIcon className="size-10" /> : <PlayIcon className="size-10" />}
        </IconButton>
        <IconButton label={t`Forward 10 seconds`} onClick={() => onSkip(10)} className="size-14">
          <SkipForwardIcon className="size-8" />
        </IconButton>
      </div>

      <div className={`${events} bg-gradient-to-t from-black/80 to-transparent px-4 pt-8 pb-[max(0.75rem,env(safe-area-inset-bottom))]`}>
        {/* 44 px tall to the touch, drawn as a thin line. */}
        <div className="relative -mt-2.5 h-11 rounded-full has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-primary">
          <div className="absolute inset-x-0 top-1/2 h-1 -translate-y-1/2 rounded-full bg-white/30" aria-hidden="true">
            <div className="absolute inset-y-0 left-0 rounded-full bg-white/50" style={{ width: pct(buffered) }} />
            <div className="absolute inset-y-0 left-0 rounded-full bg-primary" style={{ width: pct(time) }} />
            <div
              className="absolute top-1/2 size-3.5 -translate-x-1/2 -translate-y-1/2 rounded-full bg-white shadow"
              style={{ left: pct(time) }}
            />
          </div>
          {scrub !== null && preview?.tiles && <SeekThumbnail tiles={preview.tiles} at={scrub} duration={duration} />}
          <input
            type="range"
            min={0}
            max={duration > 0 ? duration : 0}
            step="any"
            value={Math.min(time, duration)}
            disabled={duration <= 0}
            aria-label={t`Seek`}
            aria-valuetext={seekWords(i18n, time, duration)}
            onKeyDown={(e) => {
              // The arrows step 10 s, as the buttons beside do; a range's own step would be 1 % of the episode.
              const step = SLIDER_KEYS[e.key]
              if (step === undefined || e.altKey || e.ctrlKey || e.metaKey) return
              e.preventDefault()
              if (step === 'start') onSeek(0)
              else if (step === 'end') onSeek(duration)
              else onSkip(step)
            }}
            onChange={(e) => {
              const at = Number(e.currentTarget.value)
              if (scrub !== null) setScrub(at)
              onSeek(at)
            }}
            onPointerDown={(e) => {
              preview?.load()
              // The bars stay up while the finger scrubs.
              onMenu(true)
              setScrub(Number(e.currentTarget.value))
            }}
            onPointerUp={endScrub}
            onPointerCancel={endScrub}
            onBlur={endScrub}
            className="absolute inset-0 size-full cursor-pointer opacity-0 focus-visible:outline-none"
          />
        </div>
        {/* At 200 % text on 360 px the buttons wrap onto a second line rather than leave the screen. */}
        <div className="flex flex-wrap items-center gap-x-2">
          <span className="text-xs tabular-nums" translate="no" aria-hidden="true">
            {now} / {total}
          </span>
          <div className="ml-auto flex flex-wrap items-center justify-end gap-0.5">
            {menus}
            <QualityMenu
              levels={state.levels}
              chosen={state.chosen}
              playing={state.level}
              onChoose={onChooseLevel}
              onOpenChange={onMenu}
              cost={cost && { remainingS: Math.max(0, duration - time), kyatPerMb: cost.kyatPerMb }}
            />
            <IconButton label={fullscreen ? t`Exit full screen` : t`Full screen`} onClick={onFullscreen}>
              {fullscreen ? <ExitFullscreenIcon /> : <FullscreenIcon />}
            </IconButton>
          </div>
        </div>
      </div>
    </div>
  )
}
