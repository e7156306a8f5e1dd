import { useLingui } from '@lingui/react/macro'
import { Skeleton } from '../../../ui/Skeleton'
import { displayPhone } from '../../../lib/phone-format'
import { useViewer } from '../../auth/queries'
import { MUTED } from '../../../ui/classes'
import { textLang } from '../../../i18n/text-lang'

/** /user-info: the logged-in viewer's details, from storage (works offline). */
export function UserInfoPage() {
  const { t } = useLingui()
  const user = useViewer()
  if (user === undefined) {
    return (
      <div className="p-4">
        <Skeleton className="h-40 w-full" />
      </div>
    )
  }
  if (user === null) return null
  const rows: [string, string][] = [
    [t`Name`, user.name || '—'],
    [t`Phone number`, displayPhone(user.phone)],
  ]
  return (
    <div className="mx-auto max-w-2xl p-4">
      <dl className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white shadow-sm dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900">
        {rows.map(([label, value]) => (
          <div key={label} className="flex flex-wrap items-center justify-between gap-4 px-4 py-3">
            <dt className={`text-sm ${MUTED}`}>{label}</dt>
            <dd className="text-right font-medium" translate={label === t`Name` ? undefined : 'no'} lang={textLang(value)}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  )
}
