import { useLingui } from '@lingui/react/macro'
import type { DownloadRow } from '../../../data/downloads/types'
import { formatMb } from '../format'
import { textLang } from '../../../i18n/text-lang'
import { BUTTON_DANGER, BUTTON_OUTLINE } from '../../../ui/classes'
import { LangRuns } from '../../../ui/LangRuns'

/**
 * The question before an episode leaves the device. It took the viewer's data to fetch, and its
 * Delete sits beside Play: one stray tap would cost the megabytes again.
 */
export function DeleteConfirm({
  row,
  busy,
  onCancel,
  onDelete,
}: {
  row: DownloadRow
  busy: boolean
  onCancel: () => void
  onDelete: () => void
}) {
  const { t, i18n } = useLingui()
  const size = formatMb(i18n, row.state === 'completed' ? row.bytesDone : row.bytesTotal)
  const title = row.episodeTitle
  return (
    <>
      <h2 className="pr-8 text-lg font-semibold">{t`Delete this download?`}</h2>
      <p lang={textLang(title)} className="mt-2 font-medium">
        {title}
      </p>
      <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
        <LangRuns text={t`It will be deleted from this device (${size} MB). Watching it again offline means downloading it again.`} />
      </p>
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <button type="button" onClick={onCancel} disabled={busy} className={`${BUTTON_OUTLINE} px-4 py-2`}>
          {t`Cancel`}
        </button>
        <button type="button" onClick={onDelete} disabled={busy} className={`${BUTTON_DANGER} px-4 py-2`}>
          {t`Delete`}
        </button>
      </div>
    </>
  )
}
