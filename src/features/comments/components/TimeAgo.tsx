import { useLingui } from '@lingui/react/macro'
import { plural } from '@lingui/core/macro'
import { formatCount } from '../../../i18n/numbers'
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
    if (a.unit === 'minute') text = plural(n, { one: `${num} min ago`, other: `${num} min ago` })
    else if (a.unit === 'hour') text = plural(n, { one: `${num} h ago`, other: `${num} h ago` })
    else if (a.unit === 'day') text = plural(n, { one: `${num} day ago`, other: `${num} days ago` })
    else if (a.unit === 'month') text = plural(n, { one: `${num} month ago`, other: `${num} months ago` })
    else text = plural(n, { one: `${num} year ago`, other: `${num} years ago` })
  }
  const iso = new Date(at).toISOString()
  return (
    <time dateTime={iso} title={i18n.date(new Date(at), { dateStyle: 'medium', timeStyle: 'short' })} className="text-xs text-slate-600 dark:text-slate-300">
      {text}
    </time>
  )
}
