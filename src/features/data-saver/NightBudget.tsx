import { Link } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { useDownloadDeps } from '../downloads/engine'
import { useBudgetUsed, useDownloadSettings } from '../downloads/queries'
import { formatMegabytes } from './megabytes'
import { useMinute } from './use-minute'
import { LangRuns } from '../../ui/LangRuns'

const MUTED = 'text-sm text-slate-600 dark:text-slate-300'

/** The downloads' own budget (set on the downloads screen), shown beside the daily allowance. */
export function NightBudget() {
  const { t, i18n } = useLingui()
  const deps = useDownloadDeps()
  const now = useMinute(deps.now)
  const settings = useDownloadSettings(deps)
  const used = useBudgetUsed(deps.db, settings, now)
  if (!settings || used === undefined) return null
  const usedMb = formatMegabytes(i18n, used)
  const budgetMb = settings.budgetMb === null ? null : formatMegabytes(i18n, settings.budgetMb * 1_000_000)
  return (
    <li className="px-4 py-3" data-night-budget="">
      <p className="font-medium">{t`Downloads' own budget`}</p>
      <p className={`mt-1 ${MUTED}`}>
        <LangRuns
          text={
            budgetMb === null
              ? settings.nightOnly
                ? t`Downloads have no budget for tonight; ${usedMb} MB so far.`
                : t`Downloads have no budget for today; ${usedMb} MB so far.`
              : settings.nightOnly
                ? t`${usedMb} MB of ${budgetMb} MB used tonight.`
                : t`${usedMb} MB of ${budgetMb} MB used today.`
          }
        />{' '}
        <Link to="/downloads" className="font-medium text-primary-strong underline dark:text-primary">{t`Change it in Downloads`}</Link>
      </p>
    </li>
  )
}
