import { useId, useState, type FormEvent } from 'react'
import { useLingui } from '@lingui/react/macro'
import type { I18n } from '@lingui/core'
import { MAX_KYAT_PER_MB, parsePriceInput } from '../../data/pack-prices'
import { formatNumber } from '../../i18n/numbers'
import { useServices } from '../../ui/use-services'
import { BUTTON, ERROR_TEXT, INPUT } from '../../ui/classes'
import { savePackPrices } from './actions'
import { usePackPrices } from './queries'
import { LangRuns } from '../../ui/LangRuns'

const shown = (i18n: I18n, price: number | null) =>
  price === null ? '' : formatNumber(i18n, price, { maximumFractionDigits: 2, useGrouping: false })

type Status = 'idle' | 'saved' | 'cleared' | 'invalid' | 'failed'

/** The viewer's pack prices: with one entered, costs also show in kyat; without, only in MB. */
export function PackPrices() {
  const { t, i18n } = useLingui()
  const db = useServices().db
  const stored = usePackPrices(db)
  // What the viewer is typing; null: the stored price, as it changes.
  const [day, setDay] = useState<string | null>(null)
  const [night, setNight] = useState<string | null>(null)
  const [status, setStatus] = useState<Status>('idle')
  const dayId = useId()
  const nightId = useId()
  const dayText = day ?? shown(i18n, stored.day)
  const nightText = night ?? shown(i18n, stored.night)

  const save = async (e: FormEvent) => {
    e.preventDefault()
    const d = parsePriceInput(dayText)
    const n = parsePriceInput(nightText)
    if (d === undefined || n === undefined) return setStatus('invalid')
    const result = await savePackPrices(db, { day: d, night: n })
    if (!result.ok) return setStatus('failed')
    setDay(null)
    setNight(null)
    setStatus(d === null && n === null ? 'cleared' : 'saved')
  }
  const typed = (set: (s: string) => void) => (value: string) => {
    set(value)
    setStatus('idle')
  }
  const max = formatNumber(i18n, MAX_KYAT_PER_MB)

  return (
    <section aria-labelledby={`${dayId}-h`} className="mt-6">
      <h2 id={`${dayId}-h`} className="text-base font-semibold">{t`Your pack's price`}</h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
        <LangRuns text={t`Enter what your data costs to see every cost in kyat too. Without a price, costs show in MB only.`} />
      </p>
      <form onSubmit={(e) => void save(e)} className="mt-3 grid gap-3">
        <label htmlFor={dayId} className="grid gap-1 text-sm font-medium">
          <LangRuns text={t`Day data: kyat per MB`} />
          <input
            id={dayId}
            name="day"
            inputMode="decimal"
            autoComplete="off"
            value={dayText}
            onChange={(e) => typed(setDay)(e.target.value)}
            className={INPUT}
          />
        </label>
        <label htmlFor={nightId} className="grid gap-1 text-sm font-medium">
          <LangRuns text={t`Night pack: kyat per MB (optional)`} />
          <input
            id={nightId}
            name="night"
            inputMode="decimal"
            autoComplete="off"
            value={nightText}
            onChange={(e) => typed(setNight)(e.target.value)}
            className={INPUT}
          />
        </label>
        <p className="text-xs text-slate-600 dark:text-slate-300">{t`The night price is used for downloads that wait for the night window.`}</p>
        <div className="flex items-center gap-3">
          <button type="submit" className={`${BUTTON} px-5 py-2`}>{t`Save prices`}</button>
          {status === 'saved' && <p role="status" className="text-sm text-slate-700 dark:text-slate-200">{t`Prices saved.`}</p>}
          {status === 'cleared' && (
            <p role="status" className="text-sm text-slate-700 dark:text-slate-200">
              <LangRuns text={t`No price kept: costs show in MB only.`} />
            </p>
          )}
        </div>
        {status === 'invalid' && (
          <p role="alert" className={ERROR_TEXT}>
            <LangRuns text={t`Enter a price above 0 and at most ${max} kyat per MB, with at most two decimals, or leave it empty.`} />
          </p>
        )}
        {status === 'failed' && (
          <p role="alert" className={ERROR_TEXT}>{t`The prices could not be kept on this device. Please try again.`}</p>
        )}
      </form>
    </section>
  )
}
