import { useState } from 'react'
import { useAsyncValue } from '../../../ui/use-async-value'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import type { I18n } from '@lingui/core'
import type { Failure } from '../../../api/failures'
import type { DownloadProblem, DownloadSettings, Quality } from '../../../data/downloads/types'
import type { DownloadDeps } from '../../../data/downloads/deps'
import { Modal } from '../../../ui/Modal'
import { describeFailure } from '../../../ui/errors/failure-view'
import { BUTTON, ERROR_TEXT } from '../../../ui/classes'
import { defaultQuality, qualitiesOf } from '../actions'
import { formatCount } from '../format'
import { costWords } from '../../data-saver/cost-words'
import { kyatPerMbFor } from '../../data-saver/cost'
import { usePackPrices } from '../../data-saver/queries'
import { problemText } from './DownloadStatus'
import { InAppDownloadSlot } from '../../in-app/components/InAppDownloadSlot'
import { useRoving } from '../../../ui/use-roving'
import { LangRuns } from '../../../ui/LangRuns'

/** A refusal from the engine (a download problem) or from the network (a failure), in words. */
export function refusalText(i18n: I18n, refusal: Failure | DownloadProblem): string {
  if ('kind' in refusal) return problemText(i18n, refusal)
  return i18n._(describeFailure(refusal).description)
}

/**
 * Mounted when it opens, so each opening asks for the sizes afresh.
 * The qualities of an episode with their size in MB, the data saver's choice first ticked. `count`
 * above one is "Download all": sizes are the first episode's, said to be per episode.
 */
export function QualitySheet({
  open,
  onClose,
  deps,
  episodeId,
  settings,
  count = 1,
  onChoose,
}: {
  open: boolean
  onClose: () => void
  deps: DownloadDeps
  episodeId: number
  settings: DownloadSettings | undefined
  count?: number
  onChoose: (quality: Quality) => Promise<Failure | DownloadProblem | null>
}) {
  const { t, i18n } = useLingui()
  const offers = useAsyncValue(() => qualitiesOf(deps, episodeId).then((r) => (r.ok ? r.value : r.failure)), [deps, episodeId])
  const [picked, setChosen] = useState<Quality | undefined>(undefined)
  const [busy, setBusy] = useState(false)
  const [refusal, setRefusal] = useState<string | null>(null)
  const prices = usePackPrices(deps.app.db)
  // A download held for the night window is billed at the night pack's price, when one is entered.
  const atNight = settings?.nightOnly === true
  const kyatPerMb = kyatPerMbFor(prices, atNight)

  const n = formatCount(i18n, count)
  // The viewer's pick, else the default, once the sizes (and the settings) are known.
  const chosen =
    picked ??
    (Array.isArray(offers)
      ? defaultQuality(
          settings,
          offers.map((o) => o.quality),
        )
      : undefined)
  const listed = Array.isArray(offers) ? offers : []
  const item = useRoving(
    listed.length,
    listed.findIndex((o) => o.quality === chosen),
    { onMove: (i) => setChosen(listed[i]?.quality ?? chosen) },
  )

  const confirm = async () => {
    if (!chosen) return
    setBusy(true)
    setRefusal(null)
    const problem = await onChoose(chosen)
    setBusy(false)
    if (problem) setRefusal(refusalText(i18n, problem))
    else onClose()
  }

  return (
    <Modal open={open} onClose={() => !busy && onClose()} label={t`Download quality`}>
      <h2 className="pr-8 text-lg font-semibold">{count > 1 ? t`Download all: choose the quality` : t`Choose the quality`}</h2>
      <InAppDownloadSlot />
      {offers === undefined && <p role="status" className="mt-3 text-sm text-slate-600 dark:text-slate-300">{t`Finding the sizes…`}</p>}
      {offers !== undefined && !Array.isArray(offers) && (
        <p role="alert" className={`mt-3 ${ERROR_TEXT}`}>
          {refusalText(i18n, offers)}
        </p>
      )}
      {Array.isArray(offers) && (
        // A radio group, not a list: its rows are radios, which the arrow keys move through and check.
        <div
          role="radiogroup"
          aria-label={t`Download quality`}
          className="mt-3 divide-y divide-slate-200 rounded-lg ring-1 ring-slate-200 dark:divide-slate-800 dark:ring-slate-700"
        >
          {offers.map((o, i) => {
            const size = costWords(i18n, o.bytes, kyatPerMb)
            return (
              <button
                key={o.quality}
                {...item(i)}
                type="button"
                role="radio"
                aria-checked={chosen === o.quality}
                onClick={() => setChosen(o.quality)}
                className="flex w-full items-center gap-3 px-4 py-3 text-left hover:bg-slate-50 aria-checked:bg-sky-50 dark:hover:bg-slate-800 dark:aria-checked:bg-slate-800"
              >
                <span className="flex-1 font-medium">
                  <LangRuns text={o.quality} />
                </span>
                <span className="text-sm text-slate-600 tabular-nums dark:text-slate-300">
                  <LangRuns text={count > 1 ? t`${size} an episode` : size} />
                </span>
                <span
                  aria-hidden="true"
                  className={`size-4 rounded-full border-2 ${chosen === o.quality ? 'border-primary-strong bg-primary-strong dark:border-sky-400 dark:bg-sky-400' : 'border-slate-400'}`}
                />
              </button>
            )
          })}
        </div>
      )}
      {Array.isArray(offers) && atNight && prices.night !== null && (
        <p className="mt-2 text-xs text-slate-600 dark:text-slate-300">{t`Kyat at your night pack's price: downloads wait for the night window.`}</p>
      )}
      {refusal && (
        <p role="alert" className={`mt-3 ${ERROR_TEXT}`}>
          {refusal}
        </p>
      )}
      <div className="mt-4 flex justify-end">
        <button
          type="button"
          disabled={!Array.isArray(offers) || !chosen || busy}
          onClick={() => void confirm()}
          className={`${BUTTON} px-5 py-2`}
        >
          {count > 1 ? (
            <Trans>
              Download <Plural value={count} one={`${n} episode`} other={`${n} episodes`} />
            </Trans>
          ) : (
            t`Download`
          )}
        </button>
      </div>
    </Modal>
  )
}
