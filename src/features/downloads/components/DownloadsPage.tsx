import { useEffect, useState } from 'react'
import { Link } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { Img } from '../../../ui/Img'
import { Modal } from '../../../ui/Modal'
import { Skeleton } from '../../../ui/Skeleton'
import { toasts } from '../../../ui/toast/toast-store'
import { BUTTON, BUTTON_DANGER, BUTTON_OUTLINE } from '../../../ui/classes'
import { useDownloadDeps } from '../engine'
import { removeAll } from '../actions'
import { formatMb } from '../format'
import { useViewer, useDownloadGroups, useDownloadSettings, useStorageEstimate, useStoragePersisted, type TitleGroup } from '../queries'
import { DataPlan } from './DataPlan'
import { AutopilotSettings } from './AutopilotSettings'
import { DownloadItem } from './DownloadItem'
import { StorageBar } from './StorageBar'
import { ReceiveEpisode } from './ReceiveEpisode'
import type { DownloadDeps } from '../../../data/downloads/deps'
import type { DownloadSettings } from '../../../data/downloads/types'
import { textLang } from '../../../i18n/text-lang'
import { LangRuns } from '../../../ui/LangRuns'

/** The screen's clock: times left and expiry move on once a minute (and with every live change). */
function useMinuteClock(now: () => number): number {
  const [t, setT] = useState(now)
  useEffect(() => {
    const id = setInterval(() => setT(now()), 60_000)
    return () => clearInterval(id)
  }, [now])
  return t
}

function Group({
  group,
  deps,
  settings,
  now,
}: {
  group: TitleGroup
  deps: DownloadDeps
  settings: DownloadSettings | undefined
  now: number
}) {
  const headingId = `title-${group.titleId}`
  return (
    <section
      aria-labelledby={headingId}
      className="overflow-hidden rounded-xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex items-center gap-3 border-b border-slate-200 p-3 dark:border-slate-800">
        <Img src={group.poster} alt="" ratio="112 / 160" width={48} className="w-12 shrink-0 rounded-md" />
        <Link
          to="/content"
          search={{ id: group.titleId }}
          id={headingId}
          lang={textLang(group.title)}
          className="min-w-0 flex-1 font-semibold hover:text-primary-strong dark:hover:text-primary"
        >
          {group.title}
        </Link>
      </div>
      <ul className="divide-y divide-slate-200 dark:divide-slate-800">
        {group.rows.map((row) => (
          <DownloadItem key={row.episodeId} row={row} deps={deps} settings={settings} now={now} />
        ))}
      </ul>
    </section>
  )
}

function DeleteAll({ deps, bytes }: { deps: DownloadDeps; bytes: number }) {
  const { t, i18n } = useLingui()
  const [open, setOpen] = useState(false)
  const [busy, setBusy] = useState(false)
  const size = formatMb(i18n, bytes)
  const confirm = async () => {
    setBusy(true)
    const result = await removeAll(deps)
    setBusy(false)
    setOpen(false)
    if (!result.ok) toasts.show('error', t`Could not delete the downloads. Please try again.`)
  }
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="inline-flex min-h-10 items-center rounded-lg border border-red-700 px-3 text-sm font-semibold text-red-700 hover:bg-red-50 dark:border-red-400 dark:text-red-300 dark:hover:bg-red-950/40"
      >
        {t`Delete all`}
      </button>
      <Modal open={open} onClose={() => !busy && setOpen(false)} label={t`Delete all downloads`}>
        <h2 className="pr-8 text-lg font-semibold">{t`Delete all downloads?`}</h2>
        <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">
          <LangRuns text={t`Every downloaded episode (${size} MB) will be deleted from this device.`} />
        </p>
        <div className="mt-6 flex justify-end gap-3">
          <button type="button" onClick={() => setOpen(false)} disabled={busy} className={`${BUTTON_OUTLINE} px-4 py-2`}>
            {t`Cancel`}
          </button>
          <button type="button" onClick={() => void confirm()} disabled={busy} className={`${BUTTON_DANGER} px-4 py-2`}>
            {t`Delete all`}
          </button>
        </div>
      </Modal>
    </>
  )
}

function Empty({ loggedIn }: { loggedIn: boolean }) {
  const { t } = useLingui()
  return (
    <section className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-slate-300 px-6 py-8 text-center dark:border-slate-700">
      <svg
        viewBox="0 0 24 24"
        width={40}
        height={40}
        fill="none"
        stroke="currentColor"
        strokeWidth={1.5}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        className="text-slate-400"
      >
        <path d="M12 4v11M7 10l5 5 5-5M5 20h14" />
      </svg>
      <h2 className="text-lg font-semibold">{t`No downloads yet`}</h2>
      <p className="text-sm text-slate-600 dark:text-slate-300">
        <LangRuns
          text={
            loggedIn
              ? t`Download episodes on a title's page, at night or on Wi-Fi, and watch them anywhere without a connection.`
              : t`Log in to download episodes and watch them without a connection.`
          }
        />
      </p>
      {loggedIn ? (
        <Link to="/" className={BUTTON}>{t`Find something to watch`}</Link>
      ) : (
        <Link to="/login-phone" search={{ redirectRoute: '/downloads' }} className={BUTTON}>{t`Login`}</Link>
      )}
    </section>
  )
}

/** /downloads: the viewer's downloads by title, the storage they take, and the data plan's rules. */
export function DownloadsPage({ received }: { received?: string | undefined } = {}) {
  const { t } = useLingui()
  const deps = useDownloadDeps()
  const user = useViewer()
  const groups = useDownloadGroups(deps.db, user?.id)
  const settings = useDownloadSettings(deps)
  const now = useMinuteClock(deps.now)
  const bytes = groups?.reduce((sum, g) => sum + g.rows.reduce((s, r) => s + r.bytesDone, 0), 0) ?? 0
  const figures = useStorageEstimate(deps.storage, bytes)
  // Read again as the downloads change: the first one asks, and the answer may come later.
  const persisted = useStoragePersisted(deps.storage, groups?.length)

  if (groups === undefined || user === undefined) {
    return (
      <div role="status" aria-busy="true" aria-label={t`Loading`} className="mx-auto flex max-w-2xl flex-col gap-3 p-4">
        <Skeleton className="h-14 w-full" />
        <Skeleton className="h-32 w-full" />
      </div>
    )
  }
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-4 p-4 pb-8">
      <StorageBar figures={figures} downloads={bytes} persisted={persisted} />
      {user !== null && <ReceiveEpisode deps={deps} received={received} />}
      {groups.length === 0 ? (
        <Empty loggedIn={user !== null} />
      ) : (
        <>
          <div className="flex justify-end">
            <DeleteAll deps={deps} bytes={bytes} />
          </div>
          {groups.map((g) => (
            <Group key={g.titleId} group={g} deps={deps} settings={settings} now={now} />
          ))}
        </>
      )}
      {settings && <DataPlan settings={settings} deps={deps} now={now} />}
      {settings && user !== null && <AutopilotSettings deps={deps} settings={settings} />}
    </div>
  )
}
