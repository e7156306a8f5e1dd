import { useLingui } from '@lingui/react/macro'
import { isOne } from '../../../i18n/plural'
import { formatCount } from '../../../i18n/numbers'
import { formatDate, formatTimeOfDay } from '../../../i18n/dates'
import { ago } from '../relative-time'

/** "3 h ago", in the viewer's language and digits; the exact time for screen readers and on hover. */
export function TimeAgo({ at, now }: { at: number; now: number }) {
  const { t, i18n } = useLingui()
  const a = ago(at, now)
  let text: string
  if (a.unit === 'now') text = t`just now`
  else {
    const n = a.n
    const num = formatCount(i18n, n)
    if (a.unit === 'minute') text = t`${num} min ago`
    else if (a.unit === 'hour') text = t`${num} h ago`
    else if (a.unit === 'day') text = isOne(n) ? t`${num} day ago` : t`${num} days ago`
    else if (a.unit === 'month') text = isOne(n) ? t`${num} month ago` : t`${num} months ago`
    else text = isOne(n) ? t`${num} year ago` : t`${num} years ago`
  }
  const iso = new Date(at).toISOString()
  return (
    <time
      dateTime={iso}
      title={`${formatDate(i18n, at)} ${formatTimeOfDay(i18n, at)}`}
      className="text-xs text-slate-600 dark:text-slate-300"
    >
      {text}
    </time>
  )
}
