import { useLingui } from '@lingui/react/macro'
import { formatNumber } from '../../../i18n/numbers'
import type { Streak } from '../controls/double-tap'

/** The side a double tap seeks from, lit, with the run's running total. */
export function SeekRipple({ streak }: { streak: Streak | null }) {
  const { t, i18n } = useLingui()
  if (!streak) return null
  const n = formatNumber(i18n, Math.abs(streak.total))
  const left = streak.zone === 'left'
  return (
    <div
      className={`pointer-events-none absolute inset-y-0 grid w-1/3 place-items-center bg-white/15 ${left ? 'left-0 rounded-r-[50%]' : 'right-0 rounded-l-[50%]'}`}
      role="status"
    >
      <span className="rounded-full bg-black/50 px-3 py-1 text-sm font-semibold">{left ? t`−${n} seconds` : t`+${n} seconds`}</span>
    </div>
  )
}
