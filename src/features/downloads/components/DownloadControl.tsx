import { useId, useState } from 'react'
import { Link, useRouter, useRouterState } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import type { DownloadRow } from '../../../data/downloads/types'
import { Modal } from '../../../ui/Modal'
import { toasts } from '../../../ui/toast/toast-store'
import { BUTTON, BUTTON_DANGER, BUTTON_OUTLINE } from '../../../ui/classes'
import { useDownloadDeps } from '../engine'
import { download, pause, remove, resume, type EpisodeToKeep } from '../actions'
import { useDownload, useDownloadSettings } from '../queries'
import { DownloadGlyph } from './DownloadGlyph'
import { DownloadStatus, statusOf } from './DownloadStatus'
import { QualitySheet } from './QualitySheet'
import { textLang } from '../../../i18n/text-lang'
import { DeleteConfirm } from './DeleteConfirm'
import { LangRuns } from '../../../ui/LangRuns'

export interface DownloadControlProps {
  episode: EpisodeToKeep
  /** Whether the viewer may play it (free, or with a subscription; unknown counts as yes). */
  allowed: boolean
  /** null: logged out. */
  loggedIn: boolean | undefined
  /** A film's control shows its name beside the glyph; an episode row's is the glyph alone. */
  wide?: boolean
  /** The button's name where a screen holds several ("Download episode 3"); "Download" otherwise. */
  name?: string
}

/** What can be done with a download that exists: its state, then play, pause or resume, delete. */
function ExistingSheet({ row, open, onClose }: { row: DownloadRow; open: boolean; onClose: () => void }) {
  const { t } = useLingui()
  const deps = useDownloadDeps()
  const settings = useDownloadSettings(deps)
  const [asking, setAsking] = useState(false)
  const [busy, setBusy] = useState(false)
  const close = () => {
    setAsking(false)
    onClose()
  }
  const act = async (run: () => Promise<{ ok: boolean }>) => {
    setBusy(true)
    const result = await run()
    setBusy(false)
    if (!result.ok) toasts.show('error', t`Could not change the download. Please try again.`)
    close()
  }
  const running = row.state === 'queued' || row.state === 'downloading' || row.state === 'waiting'
  if (asking) {
    return (
      <Modal open={open} onClose={() => !busy && close()} label={t`Delete this download?`}>
        <DeleteConfirm
          row={row}
          busy={busy}
          onCancel={() => setAsking(false)}
          onDelete={() => void act(() => remove(deps, row.episodeId))}
        />
      </Modal>
    )
  }
  return (
    <Modal open={open} onClose={close} label={t`Download`}>
      <h2 lang={textLang(row.episodeTitle)} className="pr-8 text-lg font-semibold">
        {row.episodeTitle}
      </h2>
      <div className="mt-1">
        <DownloadStatus row={row} settings={settings} now={deps.now()} />
      </div>
      <div className="mt-4 flex flex-wrap justify-end gap-2">
        <Link to="/downloads" className={`${BUTTON_OUTLINE} px-4 py-2`}>{t`All downloads`}</Link>
        {row.state === 'completed' && (
          <Link to="/player" search={{ contentChildId: row.episodeId, isTrailer: false }} className={`${BUTTON} px-4 py-2`}>{t`Play`}</Link>
        )}
        {row.state === 'expired' && row.problem?.kind === 'subscription-ended' && (
          <Link to="/payment" search={{ redirectRoute: '/downloads' }} className={`${BUTTON} px-4 py-2`}>{t`Renew subscription`}</Link>
        )}
        {running && (
          <button
            type="button"
            onClick={() => void act(() => pause(deps, row.episodeId))}
            className={`${BUTTON_OUTLINE} px-4 py-2`}
          >{t`Pause`}</button>
        )}
        {(row.state === 'paused' || row.state === 'failed') && (
          <button type="button" onClick={() => void act(() => resume(deps, row.episodeId))} className={`${BUTTON_OUTLINE} px-4 py-2`}>
            {row.state === 'failed' ? t`Try again` : t`Resume`}
          </button>
        )}
        <button type="button" onClick={() => setAsking(true)} className={`${BUTTON_DANGER} px-4 py-2`}>{t`Delete`}</button>
      </div>
    </Modal>
  )
}

/**
 * The title page's download control for one episode or a film: named "Download", it shows the
 * download's live state, and a tap offers the qualities with their size, or what can be done with
 * the download that exists.
 */
export function DownloadControl({ episode, allowed, loggedIn, wide = false, name }: DownloadControlProps) {
  const { t, i18n } = useLingui()
  const router = useRouter()
  const here = useRouterState({ select: (s) => s.location.href })
  const deps = useDownloadDeps()
  const row = useDownload(deps.db, episode)
  const settings = useDownloadSettings(deps)
  const [open, setOpen] = useState(false)
  const describedBy = useId()

  const onClick = () => {
    if (loggedIn === false) {
      void router.navigate({ to: '/login-phone', search: { redirectRoute: here } })
      return
    }
    if (!allowed && !row) {
      toasts.show('info', t`Please subscribe to view content`)
      void router.navigate({ to: '/payment', search: { redirectRoute: here } })
      return
    }
    setOpen(true)
  }

  const choose = async (quality: Parameters<typeof download>[2]) => {
    const result = await download(deps, episode, quality)
    return result.ok ? null : result.problem
  }

  return (
    <>
      <button
        type="button"
        aria-label={name ?? t`Download`}
        aria-describedby={row ? describedBy : undefined}
        disabled={row === undefined || loggedIn === undefined}
        onClick={onClick}
        className={
          wide
            ? 'flex min-h-11 items-center gap-2 rounded-lg border border-slate-300 px-4 py-2 text-sm font-medium hover:border-primary hover:text-primary disabled:opacity-60 dark:border-slate-600'
            : 'grid size-11 shrink-0 place-items-center rounded-full text-slate-700 hover:bg-slate-100 disabled:opacity-60 dark:text-slate-200 dark:hover:bg-slate-800'
        }
      >
        <DownloadGlyph row={row ?? null} />
        {wide && <span aria-hidden="true">{t`Download`}</span>}
      </button>
      {row && (
        <span id={describedBy} className="sr-only">
          <LangRuns text={statusOf(i18n, row, settings, deps.now()).text} />
        </span>
      )}
      {open && row && <ExistingSheet row={row} open onClose={() => setOpen(false)} />}
      {open && !row && row !== undefined && (
        <QualitySheet open onClose={() => setOpen(false)} deps={deps} episodeId={episode.episodeId} settings={settings} onChoose={choose} />
      )}
    </>
  )
}
