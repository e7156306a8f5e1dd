import { useLingui } from '@lingui/react/macro'
import { toasts } from '../../../ui/toast/toast-store'
import { switchSeries } from '../autopilot'
import { useDownloadDeps } from '../engine'
import { useAutopilotSettings } from '../queries'

/** A series' "Get my next episodes tonight" switch, on its page; shown to a logged-in viewer. */
export function SeriesAutopilot({ titleId, loggedIn }: { titleId: number; loggedIn: boolean | undefined }) {
  const { t } = useLingui()
  const deps = useDownloadDeps()
  const settings = useAutopilotSettings(deps.db)
  if (!loggedIn || !settings) return null
  const everything = settings.everything
  const on = everything || settings.series.includes(titleId)
  const toggle = async () => {
    const result = await switchSeries(deps, titleId, !on)
    if (!result.ok) toasts.show('error', t`Could not save the setting. Please try again.`)
  }
  return (
    <button
      type="button"
      aria-pressed={on}
      // With "everything in Continue watching" on, this series is covered whatever its own switch says.
      disabled={everything}
      onClick={() => void toggle()}
      className="flex min-h-11 items-center gap-2 rounded-lg border border-slate-300 px-4 py-2 text-sm font-medium hover:border-primary hover:text-primary aria-pressed:border-indigo-500 aria-pressed:text-indigo-800 disabled:opacity-70 dark:border-slate-600 dark:aria-pressed:text-indigo-300"
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
        <path d="M20 14.5A8 8 0 0 1 9.5 4a8 8 0 1 0 10.5 10.5z" />
      </svg>
      {t`Get my next episodes tonight`}
    </button>
  )
}
