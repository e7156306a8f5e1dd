import { useEffect, useState } from 'react'
import { Link, useRouter } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import type { Failure } from '../../../api/failures'
import type { HandoffOwner } from '../../../api/schemas/handoff'
import { safeRedirect } from '../../../lib/redirect'
import { formatCount } from '../../../i18n/numbers'
import { describeFailure } from '../../../ui/errors/failure-view'
import { toasts } from '../../../ui/toast/toast-store'
import { useServices } from '../../../ui/use-services'
import { useViewer } from '../../auth/queries'
import { BUTTON, BUTTON_OUTLINE, CARD, LINK, MUTED } from '../../../ui/classes'
import { peekHandoff, redeemHandoff } from '../actions'
import { resetHandoffCode, takeHandoffCode } from '../handoff-fragment'
import { handoffProblem } from '../handoff-problem'

type State =
  | { kind: 'no-code' }
  | { kind: 'checking' }
  | { kind: 'ready'; owner: HandoffOwner }
  | { kind: 'logging-in'; owner: HandoffOwner }
  | { kind: 'refused'; failure: Failure }

const HANDOFF_MINUTES = 2

/**
 * /handoff#code=…: another browser's login, offered and never taken silently. The page names whose
 * login the link carries and spends the code only when the viewer says it is theirs.
 */
export function HandoffPage({ to }: { to: string | undefined }) {
  const { t, i18n } = useLingui()
  const services = useServices()
  const router = useRouter()
  const viewer = useViewer()
  const [code] = useState(() => takeHandoffCode())
  const [state, setState] = useState<State>(() => (code ? { kind: 'checking' } : { kind: 'no-code' }))
  const target = safeRedirect(to, '/')

  useEffect(() => {
    if (!code) return
    let live = true
    void peekHandoff(services, code).then((r) => {
      if (live) setState(r.ok ? { kind: 'ready', owner: r.value } : { kind: 'refused', failure: r.failure })
    })
    return () => {
      live = false
      resetHandoffCode()
    }
  }, [code, services])

  const confirm = async (owner: HandoffOwner) => {
    if (!code) return
    setState({ kind: 'logging-in', owner })
    const r = await redeemHandoff(services, code)
    if (!r.ok) {
      setState({ kind: 'refused', failure: r.failure })
      return
    }
    const name = r.value.userInfo.name
    toasts.show('success', t`Logged in as ${name}`)
    void router.navigate({ to: target, replace: true })
  }

  const minutes = formatCount(i18n, HANDOFF_MINUTES)
  const refusedWords = (f: Failure) => {
    const wait = formatCount(i18n, Math.max(1, Math.ceil((f.retryAfterMs ?? 600_000) / 60_000)))
    switch (handoffProblem(f)) {
      case 'expired':
        return t`This link has expired: it works for ${minutes} minutes. Make a new one in the other app.`
      case 'used':
        return t`This link has already been used. Make a new one in the other app.`
      case 'invalid':
        return t`This link is not valid. Make a new one in the other app.`
      case 'too-many':
        return t`Too many tries from this connection. Try again in ${wait} min.`
      case 'other':
        return i18n._(describeFailure(f).description)
    }
  }

  return (
    <div className="mx-auto flex max-w-md flex-col gap-4 p-4 pt-6">
      <h1 className="text-xl font-semibold">{t`Continue your login`}</h1>
      <div className={CARD} aria-live="polite" aria-busy={state.kind === 'checking' || state.kind === 'logging-in'}>
        {state.kind === 'no-code' && <p data-testid="handoff-refused">{t`This link doesn't carry a login.`}</p>}
        {state.kind === 'checking' && <p>{t`Checking the link…`}</p>}
        {(state.kind === 'ready' || state.kind === 'logging-in') && (
          <Offer
            owner={state.owner}
            busy={state.kind === 'logging-in'}
            viewerId={viewer?.id}
            viewerName={viewer?.name}
            onConfirm={() => void confirm(state.owner)}
            onRefuse={() => void router.navigate({ to: '/', replace: true })}
          />
        )}
        {state.kind === 'refused' && (
          <p role="alert" data-testid="handoff-refused">
            {refusedWords(state.failure)}
          </p>
        )}
      </div>
      {(state.kind === 'no-code' || state.kind === 'refused') && (
        <Link to="/login-phone" search={{ redirectRoute: target }} className={LINK}>{t`Log in with your phone number instead`}</Link>
      )}
      <p className={`text-sm ${MUTED}`}>{t`Only continue if you made this link yourself, in another app on this phone.`}</p>
    </div>
  )
}

function Offer({
  owner,
  busy,
  viewerId,
  viewerName,
  onConfirm,
  onRefuse,
}: {
  owner: HandoffOwner
  busy: boolean
  viewerId: number | undefined
  viewerName: string | undefined
  onConfirm: () => void
  onRefuse: () => void
}) {
  const { t } = useLingui()
  const name = owner.name
  const digits = owner.phoneEnd
  return (
    <div className="flex flex-col gap-3">
      <p className="text-lg font-semibold">{t`Continue as ${name}?`}</p>
      <p className={`text-sm ${MUTED}`}>{t`Phone number ending in ${digits}`}</p>
      {viewerId !== undefined && viewerName !== undefined && viewerName !== name && (
        <p className="text-sm">{t`This browser is logged in as ${viewerName}: continuing logs it in as ${name} instead.`}</p>
      )}
      {busy && <p role="status">{t`Logging in…`}</p>}
      <div className="flex flex-wrap gap-3">
        <button type="button" disabled={busy} onClick={onConfirm} className={BUTTON}>{t`Continue as ${name}`}</button>
        <button type="button" disabled={busy} onClick={onRefuse} className={BUTTON_OUTLINE}>{t`Not me`}</button>
      </div>
    </div>
  )
}
