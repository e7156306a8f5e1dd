import { useEffect, useRef, useState } from 'react'
import { useNavigate } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import type { DownloadDeps } from '../../../data/downloads/deps'
import { keepShareKey, receiveEpisode, receiveShared, unlockSent, type Added } from '../actions'
import { receiveProblemText } from './share-words'
import { LangRuns } from '../../../ui/LangRuns'

const ACCEPT = '.yokeshin,application/vnd.yokeshin.episode'

interface LaunchParams {
  files?: ReadonlyArray<{ kind?: string; getFile?: () => Promise<File> }>
}
interface LaunchQueue {
  setConsumer(consumer: (params: LaunchParams) => void): void
}

/**
 * "Add an episode you were sent": a file picker everywhere; in the installed app, also a file the
 * system shares with it (the worker's inbox, `?received=`) or opens with it (File Handling).
 */
export function ReceiveEpisode({ deps, received }: { deps: DownloadDeps; received?: string | undefined }) {
  const { t, i18n } = useLingui()
  const navigate = useNavigate()
  const input = useRef<HTMLInputElement | null>(null)
  const [busy, setBusy] = useState(false)
  const [outcome, setOutcome] = useState<Added | null>(null)

  const run = async (add: () => Promise<Added>) => {
    setBusy(true)
    setOutcome(null)
    try {
      setOutcome(await add())
    } finally {
      setBusy(false)
    }
  }

  useEffect(() => {
    // The key that checks received files is kept while online; waiting episodes are asked for,
    // now and whenever the network comes back while the screen is open.
    const again = () => void keepShareKey(deps).then(() => (deps.online() ? unlockSent(deps) : undefined))
    again()
    window.addEventListener('online', again)
    return () => window.removeEventListener('online', again)
  }, [deps])

  useEffect(() => {
    if (!received) return
    void navigate({ to: '/downloads', search: {}, replace: true })
    // After this render: the id is taken out of the address first, so a reload never adds it twice.
    void Promise.resolve().then(() => run(() => receiveShared(deps, received)))
  }, [deps, received, navigate])

  useEffect(() => {
    const queue = (window as { launchQueue?: LaunchQueue }).launchQueue
    queue?.setConsumer((params) => {
      const handle = params.files?.[0]
      if (handle?.getFile) void run(async () => receiveEpisode(deps, await handle.getFile!()))
    })
  }, [deps])

  const onPicked = (files: FileList | null) => {
    const file = files?.[0]
    if (input.current) input.current.value = ''
    if (file) void run(() => receiveEpisode(deps, file))
  }

  return (
    <section
      aria-labelledby="receive-heading"
      className="rounded-xl border border-slate-200 bg-white p-3 dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 id="receive-heading" className="sr-only">{t`Episodes you were sent`}</h2>
      <input
        ref={input}
        type="file"
        accept={ACCEPT}
        className="hidden"
        data-testid="receive-input"
        onChange={(e) => onPicked(e.currentTarget.files)}
      />
      <button
        type="button"
        disabled={busy}
        onClick={() => input.current?.click()}
        className="inline-flex min-h-10 items-center rounded-lg border border-primary-strong px-3 text-sm font-semibold text-primary-strong hover:bg-sky-50 disabled:opacity-60 dark:border-sky-400 dark:text-sky-300 dark:hover:bg-slate-800"
      >
        {busy ? t`Checking the episode…` : t`Add an episode you were sent`}
      </button>
      <p
        role="status"
        className={`mt-2 text-sm ${outcome && !outcome.ok ? 'text-red-700 dark:text-red-300' : 'text-slate-700 dark:text-slate-300'}`}
      >
        {outcome?.ok === true && t`Episode added. It unlocks with your account as soon as you are online.`}
        {outcome?.ok === false && <LangRuns text={receiveProblemText(i18n, outcome.problem)} />}
      </p>
    </section>
  )
}
