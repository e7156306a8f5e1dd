import { useEffect } from 'react'
import { useLingui } from '@lingui/react/macro'
import { startPageMeter } from '../../data/meter/page'
import { toasts } from '../../ui/toast/toast-store'
// The meter's own modules, not the screen's: this loads with the shell's late chunk.
import { noteWarned } from './meter-actions'
import { useAllowanceState } from './meter-queries'
import { formatMegabytes } from './megabytes'
import { useMinute } from './use-minute'

/** Always on, from the shell: counts the page's transfers and names today's use once the warning amount is reached. */
export function AllowanceWarning() {
  const { t, i18n } = useLingui()
  useEffect(() => void startPageMeter(), [])
  const now = useMinute()
  const state = useAllowanceState(now)
  const due = state?.warnDue === true
  const used = state ? formatMegabytes(i18n, state.usedToday) : ''
  useEffect(() => {
    if (!due) return
    // Marked first: another tab, or this one re-rendering, must not show it again today.
    void noteWarned().then(() =>
      toasts.show('info', t`This app has used ${used} MB of data today, past the amount you asked to be warned at.`, { duration: 8000 }),
    )
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per crossing; `used` only words it
  }, [due])
  return null
}
