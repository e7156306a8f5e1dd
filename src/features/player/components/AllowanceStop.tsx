import { useEffect, type RefObject } from 'react'
import { Link } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { streamAnywayToday } from '../actions'
import { lightestLevel } from '../session/allowance'
import { useStreamingAllowance } from '../queries'
import type { LevelInfo } from '../player-config'
import { formatNumber } from '../../../i18n/numbers'

const BUTTON = 'w-full rounded-lg px-4 py-2 font-medium'

interface Props {
  videoRef: RefObject<HTMLVideoElement | null>
  levels: LevelInfo[]
  level: number
  /** A download played from the device: its bytes are already paid for. */
  fromDownloads: boolean
  chooseLevel(index: number): void
  /** Stops and resumes fetching media. */
  holdLoading(on: boolean): void
  /** Whether streaming is held now (the up-next countdown waits on it). */
  onHeld?(held: boolean): void
}

const mb = (bytes: number) => Math.round(bytes / 1_000_000)

/** The daily stop: the video stays paused under a screen offering to watch anyway, at the lowest quality, or downloads. */
export function AllowanceStop({ videoRef, levels, level, fromDownloads, chooseLevel, holdLoading, onHeld }: Props) {
  const { t, i18n } = useLingui()
  const state = useStreamingAllowance(fromDownloads)
  const stopped = state?.stopped === true
  useEffect(() => onHeld?.(stopped), [stopped, onHeld])
  useEffect(() => {
    const video = videoRef.current
    if (!stopped || !video) return
    video.pause()
    // Paused is not enough: the player would go on filling its buffer ahead.
    holdLoading(true)
    // A key, the lock screen or a headset may ask to play again: the screen decides, not them.
    const hold = () => video.pause()
    video.addEventListener('play', hold)
    return () => {
      video.removeEventListener('play', hold)
      holdLoading(false)
    }
  }, [stopped, videoRef, holdLoading])
  if (!state || !stopped || state.stopBytes === null) return null

  const used = formatNumber(i18n, mb(state.usedToday))
  const limit = formatNumber(i18n, mb(state.stopBytes))
  const lighter = lightestLevel(levels, level)
  const resume = async (index: number | null) => {
    await streamAnywayToday()
    if (index !== null) chooseLevel(index)
    void videoRef.current?.play().catch(() => undefined)
  }
  return (
    <div
      className="absolute inset-0 z-20 grid place-items-center bg-black/85 p-4"
      role="alertdialog"
      aria-labelledby="allowance-stop-title"
      aria-describedby="allowance-stop-text"
    >
      <div className="w-full max-w-sm rounded-xl bg-white p-5 text-slate-900 dark:bg-slate-900 dark:text-slate-100">
        <h2 id="allowance-stop-title" className="text-lg font-semibold">{t`Today's data for streaming is used`}</h2>
        <p id="allowance-stop-text" className="mt-2 text-sm text-slate-700 dark:text-slate-300">
          {t`This app has used ${used} MB today for watching and browsing. You asked to stop streaming at ${limit} MB a day.`}
        </p>
        <div className="mt-4 flex flex-col gap-2">
          <button type="button" onClick={() => void resume(null)} className={`${BUTTON} bg-primary-strong text-white hover:opacity-90`}>
            {t`Watch anyway today`}
          </button>
          {lighter >= 0 && (
            <button
              type="button"
              onClick={() => void resume(lighter)}
              className={`${BUTTON} ring-1 ring-slate-300 hover:bg-slate-100 dark:ring-slate-700 dark:hover:bg-slate-800`}
            >
              {t`Watch today at the lowest quality`}
            </button>
          )}
          <Link
            to="/downloads"
            className={`${BUTTON} text-center ring-1 ring-slate-300 hover:bg-slate-100 dark:ring-slate-700 dark:hover:bg-slate-800`}
          >
            {t`Watch your downloads`}
          </Link>
        </div>
      </div>
    </div>
  )
}
