import { useState } from 'react'
import { Link } from '@tanstack/react-router'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import type { DownloadRow, DownloadSettings } from '../../../data/downloads/types'
import type { DownloadDeps } from '../../../data/downloads/deps'
import { toasts } from '../../../ui/toast/toast-store'
import { formatCount, formatMb, percentDone, playableUntil, remaining, withReceived } from '../format'
import { secondsLeft } from '../speed'
import { pause, remove, resume } from '../actions'
import { DownloadStatus } from './DownloadStatus'
import { textLang } from '../../../i18n/text-lang'
import { Modal } from '../../../ui/Modal'
import { DeleteConfirm } from './DeleteConfirm'
import { SendEpisode } from './SendEpisode'
import { LangRuns } from '../../../ui/LangRuns'

const ACTION = 'inline-flex min-h-10 items-center rounded-lg border px-3 text-sm font-semibold disabled:opacity-60'
const ACTION_MAIN = `${ACTION} border-primary-strong text-primary-strong hover:bg-sky-50 dark:border-sky-400 dark:text-sky-300 dark:hover:bg-slate-800`
const ACTION_DANGER = `${ACTION} border-red-700 text-red-700 hover:bg-red-50 dark:border-red-400 dark:text-red-300 dark:hover:bg-red-950/40`

function TimeLeft({ seconds }: { seconds: number }) {
  const { t, i18n } = useLingui()
  if (seconds < 60) return <>{t`less than a minute left`}</>
  const minutes = Math.ceil(seconds / 60)
  if (minutes < 60) {
    const m = formatCount(i18n, minutes)
    return <>{t`about ${m} min left`}</>
  }
  const h = formatCount(i18n, Math.floor(minutes / 60))
  const m = formatCount(i18n, minutes % 60)
  return <>{t`about ${h} h ${m} min left`}</>
}

function Progress({ row: stored, now }: { row: DownloadRow; now: number }) {
  const { t, i18n } = useLingui()
  const row = withReceived(stored)
  const pct = percentDone(row)
  const left = secondsLeft(row, now)
  const done = formatMb(i18n, row.bytesDone)
  const total = formatMb(i18n, row.bytesTotal)
  const percent = formatCount(i18n, pct)
  return (
    <div className="mt-1">
      <div
        role="progressbar"
        aria-label={t`Download progress`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={pct}
        aria-valuetext={t`${percent}%`}
        className="h-1.5 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700"
      >
        <div className="h-full rounded-full bg-primary-strong dark:bg-sky-400" style={{ width: `${pct}%` }} />
      </div>
      <p className="mt-1 text-xs text-slate-600 tabular-nums dark:text-slate-300">
        <LangRuns text={t`${done} of ${total} MB`} /> · {t`${percent}%`}
        {left !== null && (
          <>
            {' · '}
            <TimeLeft seconds={left} />
          </>
        )}
      </p>
    </div>
  )
}

function Expiry({ row, now }: { row: DownloadRow; now: number }) {
  const { i18n } = useLingui()
  const until = playableUntil(row)
  if (until === null) return null
  const left = remaining(until, now)
  if (!left) return null
  // The count is formatted here, not by the plural's `#`, so Burmese shows Myanmar digits.
  const n = formatCount(i18n, left.value)
  return (
    <p className="text-xs text-slate-600 dark:text-slate-300">
      {left.unit === 'days' && (
        <Trans>
          Expires in <Plural value={left.value} one={`${n} day`} other={`${n} days`} />
        </Trans>
      )}
      {left.unit === 'hours' && (
        <Trans>
          Expires in <Plural value={left.value} one={`${n} hour`} other={`${n} hours`} />
        </Trans>
      )}
      {left.unit === 'minutes' && (
        <Trans>
          Expires in <Plural value={left.value} one={`${n} minute`} other={`${n} minutes`} />
        </Trans>
      )}
    </p>
  )
}

/** One downloaded (or downloading) episode: what it is, where it stands, and what can be done. */
export function DownloadItem({
  row,
  deps,
  settings,
  now,
}: {
  row: DownloadRow
  deps: DownloadDeps
  settings: DownloadSettings | undefined
  now: number
}) {
  const { t, i18n } = useLingui()
  const [busy, setBusy] = useState(false)
  const [asking, setAsking] = useState(false)
  const act = async (run: () => Promise<{ ok: boolean }>) => {
    setBusy(true)
    try {
      const result = await run()
      if (!result.ok) toasts.show('error', t`Could not change the download. Please try again.`)
    } finally {
      setBusy(false)
    }
  }
  const size = formatMb(i18n, row.state === 'completed' ? row.bytesDone : row.bytesTotal)
  const running = row.state === 'queued' || row.state === 'downloading' || row.state === 'waiting'
  const stopped = row.state === 'paused' || row.state === 'failed'
  // Part of it is stored: the player plays that and streams (or stops honestly at) the rest.
  const partial = (running || row.state === 'paused') && row.segmentsDone > 0
  const headingId = `download-${row.episodeId}`

  return (
    <li aria-labelledby={headingId} className="px-4 py-3">
      <p id={headingId} lang={textLang(row.episodeTitle)} className="font-medium">
        {row.episodeTitle}
      </p>
      <p className="text-xs text-slate-600 tabular-nums dark:text-slate-300">
        <LangRuns text={`${row.quality} · ${t`${size} MB`}`} />
      </p>
      <DownloadStatus row={row} settings={settings} now={now} />
      {row.state !== 'completed' && row.state !== 'expired' && row.state !== 'failed' && row.state !== 'locked' && (
        <Progress row={row} now={now} />
      )}
      {row.state === 'completed' && <Expiry row={row} now={now} />}
      <div className="mt-2 flex flex-wrap gap-2">
        {row.state === 'completed' && (
          <Link
            to="/player"
            search={{ contentChildId: row.episodeId, isTrailer: false }}
            className={`${ACTION} border-primary-strong bg-primary-strong text-white hover:bg-[#00638e]`}
          >
            {t`Play`}
          </Link>
        )}
        {partial && (
          <Link to="/player" search={{ contentChildId: row.episodeId, isTrailer: false }} className={ACTION_MAIN}>
            {t`Play what has arrived`}
          </Link>
        )}
        {row.state === 'expired' && row.problem?.kind === 'subscription-ended' && (
          <Link
            to="/payment"
            search={{ redirectRoute: '/downloads' }}
            className={`${ACTION} border-primary-strong bg-primary-strong text-white hover:bg-[#00638e]`}
          >
            {t`Renew subscription`}
          </Link>
        )}
        {row.state === 'expired' && row.problem?.kind === 'not-entitled' && (
          <Link
            to="/payment"
            search={{ redirectRoute: '/downloads' }}
            className={`${ACTION} border-primary-strong bg-primary-strong text-white hover:bg-[#00638e]`}
          >
            {t`Subscribe`}
          </Link>
        )}
        {row.state === 'completed' && <SendEpisode row={row} deps={deps} />}
        {running && (
          <button type="button" disabled={busy} onClick={() => void act(() => pause(deps, row.episodeId))} className={ACTION_MAIN}>
            {t`Pause`}
          </button>
        )}
        {stopped && (
          <button type="button" disabled={busy} onClick={() => void act(() => resume(deps, row.episodeId))} className={ACTION_MAIN}>
            {row.state === 'failed' ? t`Try again` : t`Resume`}
          </button>
        )}
        <button type="button" disabled={busy} onClick={() => setAsking(true)} className={ACTION_DANGER}>
          {t`Delete`}
        </button>
      </div>
      {/* Mounted only while asked: a closed dialog would name the episode a second time in the list. */}
      {asking && (
        <Modal open onClose={() => !busy && setAsking(false)} label={t`Delete this download?`}>
          <DeleteConfirm
            row={row}
            busy={busy}
            onCancel={() => setAsking(false)}
            onDelete={() => void act(() => remove(deps, row.episodeId)).then(() => setAsking(false))}
          />
        </Modal>
      )}
    </li>
  )
}
