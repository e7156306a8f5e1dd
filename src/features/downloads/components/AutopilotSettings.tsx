import { useLingui } from '@lingui/react/macro'
import type { DownloadDeps } from '../../../data/downloads/deps'
import type { DownloadSettings } from '../../../data/downloads/types'
import { toasts } from '../../../ui/toast/toast-store'
import { changeAutopilot } from '../autopilot'
import { clockOfMinutes, formatCount } from '../format'
import { useAutopilotSettings } from '../queries'

const MUTED = 'text-sm text-slate-600 dark:text-slate-300'

/** The night autopilot's settings on /downloads: every series in Continue watching, and how many episodes ahead. */
export function AutopilotSettings({ deps, settings }: { deps: DownloadDeps; settings: DownloadSettings }) {
  const { t, i18n } = useLingui()
  const autopilot = useAutopilotSettings(deps.db)
  if (!autopilot) return null
  const save = async (patch: Parameters<typeof changeAutopilot>[1]) => {
    const result = await changeAutopilot(deps, patch)
    if (!result.ok) toasts.show('error', t`Could not save the setting. Please try again.`)
  }
  const from = clockOfMinutes(i18n, settings.nightStartMin)
  const to = clockOfMinutes(i18n, settings.nightEndMin)
  const series = formatCount(i18n, autopilot.series.length)
  return (
    <section
      aria-labelledby="night-autopilot"
      className="rounded-xl border border-slate-200 bg-white px-4 py-3 dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 id="night-autopilot" className="text-base font-semibold">{t`Get my next episodes tonight`}</h2>
      <p className={`mt-1 ${MUTED}`}>
        {t`When you watch an episode, the next ones download on the night pack, from ${from} to ${to} Myanmar time, within tonight's budget and the free space. They never start outside that window.`}
      </p>
      <label className="mt-3 flex items-center gap-3">
        <input
          type="checkbox"
          checked={autopilot.everything}
          onChange={(e) => void save({ everything: e.target.checked })}
          className="size-5"
        />
        <span className="font-medium">{t`For everything in Continue watching`}</span>
      </label>
      {!autopilot.everything && (
        <p className={`mt-1 ${MUTED}`}>
          {autopilot.series.length === 0
            ? t`No series switched on yet: switch one on from its page.`
            : t`Series switched on from their page: ${series}`}
        </p>
      )}
      <label className="mt-3 flex flex-wrap items-center gap-2 text-sm">
        {t`Episodes to get ahead`}
        <select
          value={autopilot.ahead}
          onChange={(e) => void save({ ahead: Number(e.target.value) as 1 | 2 | 3 })}
          className="rounded-md border border-slate-400 bg-white px-2 py-1 dark:border-slate-500 dark:bg-slate-900"
        >
          {([1, 2, 3] as const).map((n) => (
            <option key={n} value={n}>
              {formatCount(i18n, n)}
            </option>
          ))}
        </select>
      </label>
    </section>
  )
}
