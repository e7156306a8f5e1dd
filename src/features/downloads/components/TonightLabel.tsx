import { useLingui } from '@lingui/react/macro'
import { useDownloadDeps } from '../engine'
import { formatMb } from '../format'
import { useTonight } from '../queries'
import { LangRuns } from '../../../ui/LangRuns'

/** "Tonight · about 120 MB" on an episode the night autopilot will fetch in the night window. */
export function TonightLabel({ episodeId, titleId }: { episodeId: number; titleId: number }) {
  const { t, i18n } = useLingui()
  const deps = useDownloadDeps()
  const bytes = useTonight(deps.db, titleId)?.get(episodeId)
  if (bytes === undefined) return null
  const size = formatMb(i18n, bytes)
  return (
    <span className="shrink-0 rounded bg-indigo-100 px-1.5 py-0.5 text-xs font-medium text-indigo-900 dark:bg-indigo-950 dark:text-indigo-200">
      <LangRuns text={t`Tonight · about ${size} MB`} />
    </span>
  )
}
