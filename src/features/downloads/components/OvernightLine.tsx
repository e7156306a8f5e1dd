import { Link } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { arrivedLine, dismissArrived } from '../autopilot-morning'
import { useDownloadDeps } from '../engine'
import { useArrived } from '../queries'

/** Home's line in the morning: what the night autopilot fetched, until the viewer has seen it. */
export function OvernightLine() {
  const { t, i18n } = useLingui()
  const deps = useDownloadDeps()
  const arrived = useArrived(deps.db)
  if (!arrived) return null
  return (
    <div
      role="status"
      className="mx-4 mt-4 flex items-center gap-3 rounded-lg bg-indigo-50 px-4 py-2 text-sm text-indigo-950 dark:bg-indigo-950 dark:text-indigo-100"
    >
      <Link to="/downloads" className="min-w-0 flex-1 underline-offset-2 hover:underline">
        {arrivedLine(i18n, arrived.items)}
      </Link>
      <button type="button" onClick={() => void dismissArrived(deps)} className="min-h-11 shrink-0 px-2 font-medium">
        {t`OK`}
      </button>
    </div>
  )
}
