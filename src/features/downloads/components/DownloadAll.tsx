import { useState } from 'react'
import { useRouter, useRouterState } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { useDownloadDeps } from '../engine'
import { downloadAll, type EpisodeToKeep } from '../actions'
import { useDownloadSettings, useTitleDownloads } from '../queries'
import { QualitySheet } from './QualitySheet'
import { problemText } from './DownloadStatus'
import { formatCount } from '../format'
import { toasts } from '../../../ui/toast/toast-store'

/**
 * "Download all" for a series: every episode the viewer may download and has not downloaded yet,
 * in one quality chosen once.
 */
export function DownloadAll({
  titleId,
  episodes,
  loggedIn,
}: {
  titleId: number
  episodes: EpisodeToKeep[]
  loggedIn: boolean | undefined
}) {
  const { t, i18n } = useLingui()
  const router = useRouter()
  const here = useRouterState({ select: (s) => s.location.href })
  const deps = useDownloadDeps()
  const kept = useTitleDownloads(deps.db, titleId)
  const settings = useDownloadSettings(deps)
  const [open, setOpen] = useState(false)
  const missing = kept ? episodes.filter((e) => !kept.has(e.episodeId)) : []
  const first = missing[0]

  const onClick = () => {
    if (loggedIn === false) void router.navigate({ to: '/login-phone', search: { redirectRoute: here } })
    else setOpen(true)
  }

  return (
    <>
      <button
        type="button"
        disabled={kept === undefined || loggedIn === undefined || (loggedIn && !first)}
        onClick={onClick}
        className="flex min-h-11 items-center gap-2 rounded-lg border border-slate-300 px-4 py-2 text-sm font-medium hover:border-primary hover:text-primary disabled:opacity-60 dark:border-slate-600"
      >
        <svg
          viewBox="0 0 24 24"
          width={20}
          height={20}
          fill="none"
          stroke="currentColor"
          strokeWidth={2}
          strokeLinecap="round"
          strokeLinejoin="round"
          aria-hidden="true"
        >
          <path d="M12 3v9M8 8l4 4 4-4M5 15v5h14v-5" />
        </svg>
        {t`Download all`}
      </button>
      {loggedIn && kept !== undefined && episodes.length > 0 && !first && (
        <span className="self-center text-xs text-slate-600 dark:text-slate-300">{t`Every episode you may download is on this device.`}</span>
      )}
      {open && first && (
        <QualitySheet
          open
          onClose={() => setOpen(false)}
          deps={deps}
          episodeId={first.episodeId}
          settings={settings}
          count={missing.length}
          onChoose={async (quality) => {
            const outcome = await downloadAll(deps, missing, quality)
            const first = outcome.refused[0]
            // Nothing queued: the sheet stays and says why. Some queued: the rest's reason as a notice.
            if (first && outcome.queued.length === 0) return first.problem
            if (first) {
              const n = formatCount(i18n, outcome.refused.length)
              toasts.show('info', t`${n} episodes were not queued: ${problemText(i18n, first.problem)}`)
            }
            return null
          }}
        />
      )}
    </>
  )
}
