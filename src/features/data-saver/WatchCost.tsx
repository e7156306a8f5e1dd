import { useLingui } from '@lingui/react/macro'
import type { Rendition } from './data-use'
import { episodeBytes, kyatPerMbFor, settledRendition } from './cost'
import { costWords } from './cost-words'
import { usePackPrices, useSaverOn } from './queries'
import { useServices } from '../../ui/use-services'
import { LangRuns } from '../../ui/LangRuns'

interface WatchCostProps {
  durationS: number | undefined
  renditions: Rendition[] | undefined
  variant: 'title' | 'row'
}

/** What watching costs, before the tap, at the quality playback would settle on; nothing while the length or ladder is unknown. */
export function WatchCost({ durationS, renditions, variant }: WatchCostProps) {
  const { t, i18n } = useLingui()
  const saver = useSaverOn()
  const prices = usePackPrices(useServices().db)
  const bytes = renditions && durationS !== undefined ? episodeBytes(renditions, saver, durationS) : null
  const rendition = renditions ? settledRendition(renditions, saver) : null
  if (bytes === null || !rendition) return null
  const cost = costWords(i18n, bytes, kyatPerMbFor(prices, false))
  if (variant === 'row')
    return (
      <p data-cost className="mt-1 text-xs text-slate-600 tabular-nums dark:text-slate-300">
        <LangRuns text={cost} />
      </p>
    )
  const quality = rendition.height > 0 ? `${rendition.height}p` : null
  const text =
    quality === null
      ? t`Watching costs ${cost}`
      : saver
        ? t`Watching costs ${cost} at ${quality}, with the data saver`
        : t`Watching costs ${cost} at ${quality}`
  return (
    <p data-cost className="mt-2 text-sm text-slate-600 dark:text-slate-300">
      <LangRuns text={text} />
    </p>
  )
}
