import { useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import { useServices } from '../../../ui/use-services'
import { useViewer } from '../../auth/queries'
import { describeFailure } from '../../../ui/errors/failure-view'
import { formatCount } from '../../../i18n/numbers'
import { INPUT } from '../../../ui/classes'
import { LangRuns } from '../../../ui/LangRuns'
import { issueHandoff, openInChrome, type OpenResult } from '../actions'

const HANDOFF_MINUTES = 2

/**
 * Open in Chrome: the intent address on Android, a copied link elsewhere, each said as it is: the
 * link copied (with the login or without it), or the clipboard refused and the link shown to copy.
 */
export function OpenInChrome({ android, className }: { android: boolean; className: string }) {
  const { t, i18n } = useLingui()
  const services = useServices()
  const viewer = useViewer()
  const [busy, setBusy] = useState(false)
  const [result, setResult] = useState<OpenResult | null>(null)
  const minutes = formatCount(i18n, HANDOFF_MINUTES)

  const onClick = async () => {
    setBusy(true)
    setResult(await openInChrome({ issueHandoff: () => issueHandoff(services), loggedIn: Boolean(viewer), android }))
    setBusy(false)
  }

  const outcome = result?.outcome
  const login = result?.login
  const loginLost = login !== undefined && typeof login === 'object'
  const said =
    outcome?.kind === 'opening'
      ? t`Opening Chrome…`
      : outcome?.kind === 'copied' && login === 'carried'
        ? t`Link copied. Paste it into Chrome's address bar within ${minutes} minutes to stay logged in there. Don't send it to anyone: it logs in as you.`
        : outcome?.kind === 'copied'
          ? t`Link copied. Paste it into Chrome's address bar.`
          : outcome?.kind === 'copy-refused'
            ? t`This browser did not let us copy. Press and hold the link below to copy it.`
            : null
  return (
    <div>
      <button type="button" disabled={busy} onClick={() => void onClick()} className={className}>
        <LangRuns text={android ? t`Open in Chrome` : t`Copy the link for Chrome`} />
      </button>
      <div role="status" className="mt-1 text-xs">
        {/* "Chrome" keeps its own lang inside Burmese sentences, for screen readers. */}
        {said && (
          <p>
            <LangRuns text={said} />
          </p>
        )}
        {outcome?.kind === 'copy-refused' && (
          // Named by a label, not an aria-label: only an element can mark "Chrome" as English.
          <label className="mt-1 block">
            <span className="sr-only">
              <LangRuns text={t`Link to open in Chrome`} />
            </span>
            <input readOnly value={outcome.url} onFocus={(e) => e.currentTarget.select()} className={`${INPUT} py-2 text-xs`} />
          </label>
        )}
        {loginLost && (
          <p>
            <LangRuns text={t`Your login could not come along (${i18n._(describeFailure(login).title)}): log in again in Chrome.`} />
          </p>
        )}
      </div>
    </div>
  )
}
