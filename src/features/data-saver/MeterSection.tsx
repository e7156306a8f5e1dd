import { useLingui } from '@lingui/react/macro'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { Totals } from '../../data/meter'
import { useMeterUsage } from './queries'
import { formatMegabytes } from './megabytes'
import { useMinute } from './use-minute'
import { LangRuns } from '../../ui/LangRuns'

const ROWS: Array<{ key: keyof Totals; label: MessageDescriptor }> = [
  { key: 'watching', label: msg`Watching` },
  { key: 'downloads', label: msg`Downloads` },
  { key: 'browsing', label: msg`Browsing (catalogue, pictures, app updates)` },
  { key: 'total', label: msg`All together` },
]

const CELL = 'px-3 py-2 text-right tabular-nums'

/** The data meter: what this app received today, this week and this month, by category. */
export function MeterSection() {
  const { t, i18n } = useLingui()
  const now = useMinute()
  const used = useMeterUsage(now)
  return (
    <section aria-labelledby="meter-title" className="mt-6 rounded-xl ring-1 ring-slate-200 dark:ring-slate-800">
      <h2 id="meter-title" className="px-4 pt-3 text-base font-semibold">{t`Data this app used`}</h2>
      <p className="px-4 text-xs text-slate-600 dark:text-slate-300">
        <LangRuns text={t`Figures in MB (megabytes).`} />
      </p>
      {used === undefined ? (
        <div className="m-4 h-24 animate-pulse rounded bg-slate-200 dark:bg-slate-700" aria-hidden="true" />
      ) : (
        // A table is read in two directions: at large text it scrolls within its box, never the page.
        <div className="overflow-x-auto">
          <table className="mt-2 w-full text-sm">
            <thead className="text-slate-600 dark:text-slate-300">
              <tr>
                <th scope="col" className="px-4 py-2 text-left font-medium">
                  <span className="sr-only">{t`Category`}</span>
                </th>
                <th scope="col" className={`${CELL} font-medium`}>{t`Today`}</th>
                <th scope="col" className={`${CELL} font-medium`}>{t`This week`}</th>
                <th scope="col" className={`${CELL} font-medium`}>{t`This month`}</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
              {ROWS.map(({ key, label }) => (
                <tr key={key} data-meter={key} className={key === 'total' ? 'font-semibold' : undefined}>
                  <th scope="row" className="px-4 py-2 text-left font-normal">
                    {i18n._(label)}
                  </th>
                  {(['today', 'week', 'month'] as const).map((span) => {
                    const mb = formatMegabytes(i18n, used[span][key])
                    return (
                      <td key={span} data-span={span} className={CELL}>
                        {mb}
                      </td>
                    )
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <p className="px-4 pt-1 pb-3 text-xs text-slate-600 dark:text-slate-300">
        {t`Counted from what this app received on this phone; days follow Myanmar time. Your operator counts on its own, and its figure may differ a little.`}
      </p>
    </section>
  )
}
