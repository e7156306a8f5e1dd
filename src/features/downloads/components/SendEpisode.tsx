import { useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import type { DownloadRow } from '../../../data/downloads/types'
import type { DownloadDeps } from '../../../data/downloads/deps'
import { Modal } from '../../../ui/Modal'
import { toasts } from '../../../ui/toast/toast-store'
import { BUTTON, BUTTON_OUTLINE } from '../../../ui/classes'
import { canShareFile, prepareSend, saveFile, shareFile } from '../actions'
import { formatMb } from '../format'
import { sendProblemText } from './share-words'
import { textLang } from '../../../i18n/text-lang'
import { LangRuns } from '../../../ui/LangRuns'

const ACTION =
  'inline-flex min-h-10 items-center rounded-lg border border-primary-strong px-3 text-sm font-semibold text-primary-strong hover:bg-sky-50 disabled:opacity-60 dark:border-sky-400 dark:text-sky-300 dark:hover:bg-slate-800'

/**
 * "Send to a friend": the episode's file is prepared first, then handed over from a second tap, since
 * the share sheet opens only straight from a tap and preparing takes a moment.
 */
export function SendEpisode({ row, deps }: { row: DownloadRow; deps: DownloadDeps }) {
  const { t, i18n } = useLingui()
  const [preparing, setPreparing] = useState(false)
  const [file, setFile] = useState<File | null>(null)
  const prepare = async () => {
    setPreparing(true)
    try {
      const prepared = await prepareSend(deps, row.episodeId)
      if (prepared.ok) setFile(prepared.file)
      else toasts.show('error', sendProblemText(i18n, prepared.problem))
    } finally {
      setPreparing(false)
    }
  }
  const send = async (f: File) => {
    const outcome = await shareFile(f, row.episodeTitle)
    if (outcome === 'failed') toasts.show('error', t`Could not open sharing. Save the file to this device instead.`)
    if (outcome === 'shared') setFile(null)
  }
  const save = (f: File) => {
    saveFile(f)
    setFile(null)
    toasts.show('success', t`Saved to this device. Send the file with Bluetooth, Xender or a messenger.`)
  }
  const size = file ? formatMb(i18n, file.size) : ''
  return (
    <>
      <button type="button" disabled={preparing} onClick={() => void prepare()} className={ACTION}>
        {preparing ? t`Preparing…` : t`Send to a friend`}
      </button>
      {file && (
        <Modal open onClose={() => setFile(null)} label={t`Send to a friend`}>
          <h2 className="pr-8 text-lg font-semibold">{t`Send to a friend`}</h2>
          <p lang={textLang(row.episodeTitle)} className="mt-2 font-medium">
            {row.episodeTitle}
          </p>
          <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
            <LangRuns
              text={t`One file of ${size} MB, sent phone to phone without data. Your friend adds it in Downloads and unlocks it once with their own account, using a few KB of data.`}
            />
          </p>
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <button type="button" onClick={() => save(file)} className={`${BUTTON_OUTLINE} px-4 py-2`}>
              {t`Save to this device`}
            </button>
            {canShareFile(file) && (
              <button type="button" onClick={() => void send(file)} className={`${BUTTON} px-4 py-2`}>
                {t`Send`}
              </button>
            )}
          </div>
        </Modal>
      )}
    </>
  )
}
