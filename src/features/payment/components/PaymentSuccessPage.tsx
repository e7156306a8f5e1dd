import { useEffect, useRef } from 'react'
import { useRouter } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { safeRedirect } from '../../../lib/redirect'
import { toasts } from '../../../ui/toast/toast-store'
import { BUTTON, LINK, MUTED } from '../../../ui/classes'
import { isAppSchemeRedirect } from '../app-scheme'
import { outcomeOf } from '../outcome'
import { usePurchaseConfirmation, type PurchaseView } from '../queries'
import { LangRuns } from '../../../ui/LangRuns'

type Shown = PurchaseView | 'cancelled' | 'failed'

/** Where operators return: a failure says so; else Processing until the plan shows active or about two minutes pass. */
export function PaymentSuccessPage({ redirectRoute, status }: { redirectRoute?: string; status?: string }) {
  const { t } = useLingui()
  const router = useRouter()
  const outcome = outcomeOf(status)
  const confirmation = usePurchaseConfirmation(outcome)
  const shown: Shown = outcome === 'pending' ? confirmation : outcome
  const told = useRef<Shown | null>(null)

  useEffect(() => {
    if (told.current === shown) return
    told.current = shown
    if (shown === 'active') toasts.show('success', t`Purchase Success`)
    else if (shown === 'cancelled' || shown === 'failed') toasts.show('error', t`Purchase Failed`)
  }, [shown, t])

  const toApp = isAppSchemeRedirect(redirectRoute)
  const back = safeRedirect(redirectRoute, '/')
  const go = () => {
    if (toApp && redirectRoute) window.location.assign(redirectRoute.trim())
    else void router.navigate({ href: back, replace: true })
  }
  const toPlans = () => void router.navigate({ to: '/payment', search: { redirectRoute: back }, replace: true })
  const goLabel = toApp ? t`Go back to app` : shown === 'active' ? t`Watch now` : t`Go back`

  const text: Record<Shown, { title: string; body: string }> = {
    checking: { title: t`Processing`, body: t`Your payment is being processed. You will receive an SMS when your subscription is active.` },
    active: { title: t`Purchase Success`, body: t`Your subscription is active. You will also receive an SMS.` },
    timeout: {
      title: t`Still processing`,
      body: t`The operator has not confirmed your payment yet. You will receive an SMS when your subscription is active.`,
    },
    cancelled: { title: t`Payment cancelled`, body: t`You cancelled the payment on the operator's page, so no plan was bought.` },
    failed: { title: t`Purchase Failed`, body: t`The operator could not take the payment, so no plan was bought.` },
  }
  const unsuccessful = shown === 'cancelled' || shown === 'failed'

  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-4 px-6 py-12 text-center">
      <StatusMark shown={shown} />
      <h2 className="text-xl font-semibold">{text[shown].title}</h2>
      <p className={MUTED} role={shown === 'checking' ? undefined : 'status'}>
        <LangRuns text={text[shown].body} />
      </p>
      {unsuccessful ? (
        <>
          <button type="button" onClick={toPlans} className={`${BUTTON} mt-4`}>
            {t`Back to plans`}
          </button>
          <button type="button" onClick={go} className={LINK}>
            {goLabel}
          </button>
        </>
      ) : (
        <button type="button" onClick={go} className={`${BUTTON} mt-4`}>
          {goLabel}
        </button>
      )}
    </div>
  )
}

function StatusMark({ shown }: { shown: Shown }) {
  if (shown === 'checking') {
    return (
      <span
        aria-hidden="true"
        className="size-12 animate-spin rounded-full border-4 border-primary-strong border-t-transparent motion-reduce:animate-none"
      />
    )
  }
  const good = shown === 'active'
  const tone = good ? 'bg-emerald-600' : shown === 'timeout' ? 'bg-slate-500' : 'bg-red-600'
  return (
    <span aria-hidden="true" className={`flex size-12 items-center justify-center rounded-full text-2xl font-bold text-white ${tone}`}>
      {good ? '✓' : shown === 'timeout' ? '…' : '!'}
    </span>
  )
}
