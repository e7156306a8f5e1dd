import { useId, useState, type FormEvent } from 'react'
import { useCanGoBack, useRouter } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import type { RedeemResult } from '../../../api/schemas/account'
import { toasts } from '../../../ui/toast/toast-store'
import { useViewer } from '../../auth/queries'
import { useServices } from '../../../ui/use-services'
import { BUTTON, INPUT, MUTED } from '../../../ui/classes'
import { redeemCode, redeemProblem, type RedeemProblem } from '../actions'
import { formatCount } from '../../../i18n/numbers'

type Status = 'ready' | 'loading' | 'error'

/** /redeem: one code, Continue, an overlay while it is checked. State lives in the page, so it resets on leave. */
export function RedeemPage() {
  const { t, i18n } = useLingui()
  const id = useId()
  const services = useServices()
  const router = useRouter()
  const user = useViewer()
  const canGoBack = useCanGoBack()
  const [code, setCode] = useState('')
  const [status, setStatus] = useState<Status>('ready')
  const [, setResult] = useState<RedeemResult | null>(null)

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault()
    if (!user || status === 'loading') return
    setStatus('loading')
    const answer = await redeemCode(services, user.id, code)
    if (answer.ok && answer.value.success) {
      setResult(answer.value)
      setStatus('ready')
      const count = formatCount(i18n, answer.value.days)
      toasts.show('success', t`${count} Days Redeem Success`)
      if (canGoBack) router.history.back()
      else void router.navigate({ to: '/profile', replace: true })
      return
    }
    if (answer.ok) setResult(answer.value)
    setStatus('error')
    const minutes = formatCount(i18n, Math.max(1, Math.ceil(((!answer.ok && answer.failure.retryAfterMs) || 3_600_000) / 60_000)))
    const words: Record<RedeemProblem, string> = {
      invalid: t`This code is not valid or has already been used.`,
      tooMany: t`Too many attempts. Try again in ${minutes} min.`,
      offline: t`No internet connection. The code was not checked; try again when you are online.`,
      unreachable: t`Can’t reach the server. The code was not checked; try again in a moment.`,
      // The code may have been used before the answer was lost: the profile tells.
      timeout: t`The server did not answer in time. Check your days on the profile, then try again.`,
      server: t`Something went wrong on our side. Try again later.`,
      unknown: t`Unknown Error. Please check the code and try again.`,
    }
    toasts.show('error', words[redeemProblem(answer)])
  }

  return (
    <div className="relative mx-auto max-w-md">
      <form onSubmit={(e) => void onSubmit(e)} className="flex flex-col gap-4 p-4 pt-6" aria-busy={status === 'loading'}>
        <h2 className="text-xl font-semibold">{t`Redeem a code`}</h2>
        <p className={`text-sm ${MUTED}`}>{t`Enter the code from your voucher to add free days.`}</p>
        <label htmlFor={id} className="text-sm font-medium">
          {t`Code`}
        </label>
        <input
          id={id}
          name="code"
          value={code}
          onChange={(e) => {
            setCode(e.target.value)
            if (status === 'error') setStatus('ready')
          }}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          lang="en"
          maxLength={64}
          placeholder="MMS-XXXXX-XXXXX"
          className={`${INPUT} font-mono uppercase`}
        />
        <button type="submit" disabled={code.trim() === '' || status === 'loading'} className={BUTTON}>
          {t`Continue`}
        </button>
      </form>
      {status === 'loading' && (
        <div role="status" className="fixed inset-0 z-50 grid place-items-center bg-black/40">
          <div className="flex items-center gap-3 rounded-xl bg-white px-6 py-4 text-slate-900 shadow-lg dark:bg-slate-900 dark:text-slate-100">
            <span aria-hidden="true" className="size-5 animate-spin rounded-full border-2 border-primary-strong border-t-transparent" />
            {t`Checking the code…`}
          </div>
        </div>
      )}
    </div>
  )
}
