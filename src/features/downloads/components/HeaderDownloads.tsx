import { Link } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { useLiveQuery } from '../../../ui/use-live-query'
// The downloads database without the engine: the header's chunk stays small.
import { downloadsDb } from '../../../data/downloads/db'

/** The header's sign that an episode is downloading right now; a tap opens /downloads. */
export function HeaderDownloads() {
  const { t } = useLingui()
  // A browser that refuses storage has no downloads: the sign stays away, and the rest of the late
  // shell it is mounted with (toasts, the offline bar) keeps working.
  const downloading = useLiveQuery(async () => {
    try {
      return await downloadsDb().downloads.where('state').equals('downloading').count()
    } catch {
      return 0
    }
  }, [])
  if (!downloading) return null
  return (
    <Link
      to="/downloads"
      aria-label={t`Downloading: open downloads`}
      className="grid size-10 place-items-center rounded-full text-primary-strong hover:bg-slate-100 dark:text-sky-300 dark:hover:bg-slate-800"
    >
      <svg
        viewBox="0 0 24 24"
        width={24}
        height={24}
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
      >
        <path d="M12 4v10M8 10l4 4 4-4" className="motion-safe:animate-pulse" />
        <path d="M5 19h14" />
      </svg>
    </Link>
  )
}
