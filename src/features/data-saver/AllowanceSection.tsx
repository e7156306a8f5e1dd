import { useId, useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import { MAX_ALLOWANCE_MB, type AllowanceSettings } from '../../data/meter'
import { toasts } from '../../ui/toast/toast-store'
import { changeAllowance } from './actions'
import { useAllowanceSettings, useAllowanceState } from './queries'
import { formatMegabytes } from './megabytes'
import { useMinute } from './use-minute'
import { NightBudget } from './NightBudget'
import { Switch } from '../../ui/Switch'
import { LangRuns } from '../../ui/LangRuns'

const MUTED = 'text-sm text-slate-600 dark:text-slate-300'

/** A default that means something on a small day pack; the viewer changes it at once. */
const DEFAULT_MB = { warnMb: 200, stopMb: 500 } as const

interface ThresholdProps {
  field: keyof AllowanceSettings
  value: number | null
  label: string
  detail: string
}

function Threshold({ field, value, label, detail }: ThresholdProps) {
  const { t } = useLingui()
  const id = useId()
  const [draft, setDraft] = useState(String(value ?? ''))
  const save = async (patch: Partial<AllowanceSettings>) => {
    if (!(await changeAllowance(patch))) toasts.show('error', t`Could not save the setting. Please try again.`)
  }
  const commit = () => {
    const n = Number(draft)
    if (draft.trim() !== '' && Number.isInteger(n) && n >= 1 && n <= MAX_ALLOWANCE_MB) void save({ [field]: n })
    else setDraft(String(value ?? ''))
  }
  const on = value !== null
  return (
    <li className="px-4 py-3">
      <div className="flex items-center gap-3">
        <span id={id} className="min-w-0 flex-1 font-medium">
          {label}
        </span>
        <Switch checked={on} labelledBy={id} onChange={(next) => void save({ [field]: next ? DEFAULT_MB[field] : null })} />
      </div>
      <p className={`mt-1 ${MUTED}`}>{detail}</p>
      {on && (
        <label className="mt-2 flex flex-wrap items-center gap-2 text-sm">
          <input
            type="number"
            inputMode="numeric"
            min={1}
            max={MAX_ALLOWANCE_MB}
            value={draft}
            aria-label={label}
            onChange={(e) => setDraft(e.target.value)}
            onBlur={commit}
            onKeyDown={(e) => e.key === 'Enter' && commit()}
            className="w-24 rounded-md border border-slate-400 bg-white px-2 py-1 dark:border-slate-500 dark:bg-slate-900"
          />
          <LangRuns text={t`MB a day`} />
        </label>
      )}
    </li>
  )
}

/** The daily allowance: a warning and a stop for streaming, with the downloads' night budget beside them. */
export function AllowanceSection() {
  const { t, i18n } = useLingui()
  const now = useMinute()
  const settings = useAllowanceSettings()
  const state = useAllowanceState(now)
  const used = state ? formatMegabytes(i18n, state.usedToday) : null
  return (
    <section aria-labelledby="allowance-title" className="mt-6 rounded-xl ring-1 ring-slate-200 dark:ring-slate-800">
      <h2 id="allowance-title" className="px-4 pt-3 text-base font-semibold">{t`Daily allowance`}</h2>
      {used !== null && (
        <p className={`px-4 pt-1 ${MUTED}`}>
          <LangRuns text={t`Watching and browsing used ${used} MB today.`} />
        </p>
      )}
      {settings && (
        <ul className="divide-y divide-slate-200 dark:divide-slate-800">
          <Threshold
            key={`warn:${String(settings.warnMb)}`}
            field="warnMb"
            value={settings.warnMb}
            label={t`Warn me after`}
            detail={t`A message tells you how much you have used once today's amount is reached.`}
          />
          <Threshold
            key={`stop:${String(settings.stopMb)}`}
            field="stopMb"
            value={settings.stopMb}
            label={t`Stop streaming after`}
            detail={t`Videos pause at this amount. You can still watch anyway, choose a lower quality, or play your downloads.`}
          />
          <NightBudget />
        </ul>
      )}
    </section>
  )
}
