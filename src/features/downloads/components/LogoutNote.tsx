import { useLingui } from '@lingui/react/macro'
import { useLiveQuery } from '../../../ui/use-live-query'
import { useDownloadDeps } from '../engine'
import { formatMb } from '../format'
import { useViewer } from '../queries'
import { LangRuns } from '../../../ui/LangRuns'

/** The logout warning's line about downloads: logout deletes them, bytes and all, so it names their size. */
export function LogoutNote() {
  const { t, i18n } = useLingui()
  const { db } = useDownloadDeps()
  const user = useViewer()
  const userId = user?.id
  const kept = useLiveQuery(async () => {
    if (userId === undefined) return null
    const rows = await db.downloads.where('userId').equals(userId).toArray()
    return { count: rows.length, bytes: rows.reduce((sum, r) => sum + r.bytesDone, 0) }
  }, [db, userId])
  if (!kept || kept.count === 0) return null
  const size = formatMb(i18n, kept.bytes)
  return (
    <p role="note" className="mt-2 text-sm font-medium text-red-700 dark:text-red-300">
      <LangRuns text={t`Your downloads on this device (${size} MB) will be deleted too.`} />
    </p>
  )
}
