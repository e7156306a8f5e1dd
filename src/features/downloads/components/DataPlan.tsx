import { useId, useState, type ReactNode } from 'react'
import { useLingui } from '@lingui/react/macro'
import type { DownloadDeps } from '../../../data/downloads/deps'
import type { DownloadSettings } from '../../../data/downloads/types'
import { inNightWindow, nextNightStart } from '../../../data/downloads/policy'
import { toasts } from '../../../ui/toast/toast-store'
import { changeSettings } from '../actions'
import { clockOfMinutes, formatMb, myanmarClock, myanmarDay } from '../format'
import { useBudgetUsed } from '../queries'
import { LangRuns } from '../../../ui/LangRuns'
import { Switch as SwitchButton } from '../../../ui/Switch'

const MUTED = 'text-sm text-slate-600 dark:text-slate-300'

function Switch({
  label,
  checked,
  disabled,
  onChange,
  children,
}: {
  label: string
  checked: boolean
  disabled?: boolean
  onChange: (on: boolean) => void
  children?: ReactNode
}) {
  const id = useId()
  return (
    <li className="px-4 py-3">
      <div className="flex items-center gap-3">
        <span id={id} className="min-w-0 flex-1 font-medium">
          <LangRuns text={label} />
        </span>
        <SwitchButton checked={checked} labelledBy={id} disabled={disabled} onChange={onChange} />
      </div>
      {children}
    </li>
  )
}

const HOURS = Array.from({ length: 24 }, (_, h) => h * 60)

function NightWindow({ settings, deps, now }: { settings: DownloadSettings; deps: DownloadDeps; now: number }) {
  const { t, i18n } = useLingui()
  const save = useSave(deps)
  const open = inNightWindow(now, settings)
  const start = nextNightStart(now, settings)
  const time = myanmarClock(i18n, start)
  const select = 'rounded-md border border-slate-400 bg-white px-2 py-1 text-sm dark:border-slate-500 dark:bg-slate-900'
  return (
    <div className="mt-2 flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <label className="flex items-center gap-1">
          {t`From`}
          <select className={select} value={settings.nightStartMin} onChange={(e) => void save({ nightStartMin: Number(e.target.value) })}>
            {HOURS.map((m) => (
              <option key={m} value={m}>
                {clockOfMinutes(i18n, m)}
              </option>
            ))}
          </select>
        </label>
        <label className="flex items-center gap-1">
          {t`to`}
          <select className={select} value={settings.nightEndMin} onChange={(e) => void save({ nightEndMin: Number(e.target.value) })}>
            {HOURS.map((m) => (
              <option key={m} value={m}>
                {clockOfMinutes(i18n, m)}
              </option>
            ))}
          </select>
        </label>
        <span className="text-slate-600 dark:text-slate-300">{t`Myanmar time`}</span>
      </div>
      <p className={MUTED}>
        {open
          ? t`The night window is open now: queued downloads go ahead.`
          : myanmarDay(start) === myanmarDay(now)
            ? t`Queued downloads will start at ${time} tonight.`
            : t`Queued downloads will start tomorrow at ${time}.`}{' '}
        {t`They start only while this app is open, or installed on this phone and allowed to work in the background.`}
      </p>
    </div>
  )
}

function Budget({ settings, deps, now }: { settings: DownloadSettings; deps: DownloadDeps; now: number }) {
  const { t, i18n } = useLingui()
  const save = useSave(deps)
  const used = useBudgetUsed(deps.db, settings, now)
  const [draft, setDraft] = useState(String(settings.budgetMb ?? ''))
  const commit = () => {
    const n = Number(draft)
    if (Number.isInteger(n) && n >= 1 && n <= 100_000) void save({ budgetMb: n })
    else setDraft(String(settings.budgetMb ?? ''))
  }
  const usedMb = used === undefined ? null : formatMb(i18n, used)
  return (
    <div className="mt-2 flex flex-col gap-1 text-sm">
      <label className="flex flex-wrap items-center gap-2">
        <LangRuns text={t`Stop after`} />
        <input
          type="number"
          inputMode="numeric"
          min={1}
          max={100_000}
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          onBlur={commit}
          onKeyDown={(e) => e.key === 'Enter' && commit()}
          className="w-24 rounded-md border border-slate-400 bg-white px-2 py-1 dark:border-slate-500 dark:bg-slate-900"
        />
        <LangRuns text={t`MB tonight`} />
      </label>
      {usedMb !== null && (
        <p className={MUTED}>
          <LangRuns text={t`Used so far: ${usedMb} MB, counted from the bytes actually received.`} />
        </p>
      )}
    </div>
  )
}

function useSave(deps: DownloadDeps) {
  const { t } = useLingui()
  return async (patch: Partial<DownloadSettings>) => {
    const result = await changeSettings(deps, patch)
    if (result && 'ok' in result && !result.ok) toasts.show('error', t`Could not save the setting. Please try again.`)
  }
}

/** The viewer's data plan: when and how much downloads may fetch. */
export function DataPlan({ settings, deps, now }: { settings: DownloadSettings; deps: DownloadDeps; now: number }) {
  const { t } = useLingui()
  const save = useSave(deps)
  const canTell = deps.connectionType() !== undefined
  return (
    <section aria-labelledby="data-plan" className="rounded-xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
      <h2 id="data-plan" className="px-4 pt-3 text-base font-semibold">{t`Your data plan`}</h2>
      <ul className="divide-y divide-slate-200 dark:divide-slate-800">
        <Switch
          label={t`Wi-Fi only`}
          checked={canTell && settings.wifiOnly}
          disabled={!canTell}
          onChange={(on) => void save({ wifiOnly: on })}
        >
          <p className={`mt-1 ${MUTED}`}>
            <LangRuns
              text={
                canTell
                  ? t`Downloads wait while you are on mobile data.`
                  : t`This browser can't tell Wi-Fi from mobile data, so downloads use whatever connection you are on.`
              }
            />
          </p>
        </Switch>
        <Switch label={t`Night data only`} checked={settings.nightOnly} onChange={(on) => void save({ nightOnly: on })}>
          <p className={`mt-1 ${MUTED}`}>
            <LangRuns text={t`Night packs cost much less per MB. Downloads run only inside the night window.`} />
          </p>
          {settings.nightOnly && <NightWindow settings={settings} deps={deps} now={now} />}
        </Switch>
        <Switch label={t`Data budget`} checked={settings.budgetMb !== null} onChange={(on) => void save({ budgetMb: on ? 500 : null })}>
          <p className={`mt-1 ${MUTED}`}>{t`Downloads stop when tonight's amount is used, to match your data pack.`}</p>
          {settings.budgetMb !== null && <Budget key={settings.budgetMb} settings={settings} deps={deps} now={now} />}
        </Switch>
        <Switch label={t`Smart downloads`} checked={settings.smart} onChange={(on) => void save({ smart: on })}>
          <p
            className={`mt-1 ${MUTED}`}
          >{t`When you finish an episode, it is deleted 24 hours later and the next one is downloaded under the same rules.`}</p>
        </Switch>
      </ul>
    </section>
  )
}
