import { useEffect, useState } from 'react'
import { useRouter } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import type { Payment, Plan } from '../../../api/schemas/payment'
import { ErrorView } from '../../../ui/errors/ErrorView'
import { Skeleton } from '../../../ui/Skeleton'
import { toasts } from '../../../ui/toast/toast-store'
import { describeFailure } from '../../../ui/errors/failure-view'
import { safeRedirect } from '../../../lib/redirect'
import { useViewer } from '../../auth/queries'
import { useServices } from '../../../ui/use-services'
import { CARD, MUTED } from '../../../ui/classes'
import { OperatorLogo } from '../../../ui/OperatorLogo'
import { startOperatorPayment } from '../actions'
import { usePayment } from '../queries'
import { useFailureRedirect } from '../../auth/failure-redirect'
import { formatCount, formatNumber } from '../../../i18n/numbers'

type ProviderKey = keyof Payment
const ORDER: ProviderKey[] = ['mpt', 'atom', 'ooredoo']

/** /payment: the three providers and their plans (spec sections 2 and 3). */
export function PaymentPage({ redirectRoute }: { redirectRoute?: string }) {
  const user = useViewer()
  const [attempt, setAttempt] = useState(0)
  const view = usePayment(user?.id, attempt)
  const redirectFor = useFailureRedirect()

  // Spec section 6: a 403 means the viewer must log in first.
  useEffect(() => {
    if (view.status === 'error' && view.failure.type === 'PermissionFailure') redirectFor(view.failure)
  }, [view, redirectFor])

  if (view.status === 'loading' || !user) {
    return (
      <div className="mx-auto flex max-w-2xl flex-col gap-4 p-4" aria-busy="true">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-40 w-full" />
        ))}
      </div>
    )
  }
  if (view.status === 'error') return <ErrorView failure={view.failure} onRetry={() => setAttempt((n) => n + 1)} />
  const redirect = redirectRoute ? safeRedirect(redirectRoute, '') || null : null
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-4 p-4">
      {ORDER.map((key) => (
        <ProviderCard key={key} provider={key} data={view.data[key]} userId={user.id} redirect={redirect} />
      ))}
    </div>
  )
}

interface Buying {
  provider: ProviderKey
  userId: number
  redirect: string | null
}

function ProviderCard({ provider, data, userId, redirect }: Buying & { data: Payment[ProviderKey] }) {
  const { t, i18n } = useLingui()
  const name = i18n.locale === 'my' ? data.nameMM : data.name
  const brand = data.name
  return (
    <section className={CARD} aria-labelledby={`provider-${provider}`}>
      <div className="flex items-center gap-3">
        <OperatorLogo provider={provider} size={44} />
        <h2 id={`provider-${provider}`} className="text-lg font-semibold">
          {name}
        </h2>
      </div>
      {data.isAlreadySubscribed ? (
        <p className="mt-3 rounded-lg bg-emerald-50 px-3 py-2 text-sm font-medium text-emerald-800 dark:bg-emerald-950/50 dark:text-emerald-200">
          {t`You are already subscribed with ${brand}.`}
        </p>
      ) : data.plans.length === 0 ? (
        <p className={`mt-3 text-sm ${MUTED}`}>{t`No plans right now.`}</p>
      ) : (
        <ul className="mt-3 flex flex-col gap-2">
          {data.plans.map((plan) => (
            <PlanButton key={plan.id} provider={provider} plan={plan} userId={userId} redirect={redirect} />
          ))}
        </ul>
      )}
    </section>
  )
}

function PlanButton({ provider, plan, userId, redirect }: Buying & { plan: Plan }) {
  const { t, i18n } = useLingui()
  const services = useServices()
  const router = useRouter()
  const redirectFor = useFailureRedirect()
  const [busy, setBusy] = useState(false)
  const amount = formatNumber(i18n, plan.amount)
  const days = plan.days === undefined ? '' : formatCount(i18n, plan.days)
  // Kyat in words of the viewer's language ("၉၉ ကျပ်"); another currency keeps its code.
  const price = plan.currency === 'MMK' ? t`${amount} MMK` : `${amount} ${plan.currency}`
  // A plan's period from its length: "Daily" only where it lasts one day.
  const period = plan.days === undefined ? '' : plan.days === 1 ? t`Daily` : t`${days} days`

  const choose = async () => {
    if (provider === 'atom') {
      await router.navigate({ to: '/atom-phone-input', search: { planId: plan.id, userId, redirectRoute: redirect ?? undefined } })
      return
    }
    setBusy(true)
    const result = await startOperatorPayment(services, {
      provider,
      userId,
      planId: plan.id,
      redirectRoute: redirect,
      origin: window.location.origin,
    })
    if (result.ok) {
      window.location.assign(result.value)
      return
    }
    setBusy(false)
    if (result.failure.type === 'PermissionFailure' && redirectFor(result.failure)) return
    toasts.show('error', `${t`Purchase Failed`}: ${i18n._(describeFailure(result.failure).title)}`)
  }

  return (
    <li>
      <button
        type="button"
        onClick={() => void choose()}
        disabled={busy}
        className="flex w-full items-center gap-3 rounded-lg border border-slate-300 px-4 py-3 text-left hover:border-primary-strong hover:bg-sky-50 disabled:opacity-60 dark:border-slate-700 dark:hover:border-sky-400 dark:hover:bg-slate-800"
      >
        <span className="min-w-0 flex-1">
          <span className="block font-semibold">{plan.title ?? plan.titleMM}</span>
          <span className={`block text-sm ${MUTED}`}>{plan.description ?? plan.descriptionMM}</span>
        </span>
        <span className="text-right">
          <span className="block font-bold">{price}</span>
          {period && <span className={`block text-xs ${MUTED}`}>{period}</span>}
        </span>
      </button>
    </li>
  )
}
