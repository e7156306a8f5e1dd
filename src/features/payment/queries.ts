import { useEffect, useState } from 'react'
import { useAsyncValue } from '../../ui/use-async-value'
import type { Failure } from '../../api/failures'
import type { Payment } from '../../api/schemas/payment'
import { useServices } from '../../ui/use-services'
import { useLocale } from '../../i18n/use-locale'
import { checkPlanActive, loadPayment, readPlanBaseline } from './actions'
import { awaitActivePlan, type Confirmation, type Outcome } from './outcome'

/** Spec section 4, payment: loading, then ready (or the failure). Plans are online-only: never stored. */
export type PaymentView = { status: 'loading' } | { status: 'ready'; data: Payment } | { status: 'error'; failure: Failure }

export function usePayment(userId: number | undefined, attempt: number): PaymentView {
  const services = useServices()
  const locale = useLocale()
  const view = useAsyncValue<PaymentView>(
    userId === undefined
      ? null
      : () =>
          loadPayment(services, userId, locale).then((r) =>
            r.ok ? { status: 'ready', data: r.value } : { status: 'error', failure: r.failure },
          ),
    [services, userId, attempt, locale],
  )
  return view ?? { status: 'loading' }
}

export type PurchaseView = 'checking' | Exclude<Confirmation, 'aborted'>

/** The processing screen's state: checking, then active or timed out; a cancelled or failed return asks nothing. */
export function usePurchaseConfirmation(outcome: Outcome): PurchaseView {
  const services = useServices()
  const [view, setView] = useState<PurchaseView>('checking')
  useEffect(() => {
    if (outcome !== 'pending') return
    const abort = new AbortController()
    const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))
    void readPlanBaseline(services).then(async (before) => {
      const result = await awaitActivePlan({ check: () => checkPlanActive(services, before), sleep, signal: abort.signal })
      if (result !== 'aborted') setView(result)
    })
    return () => abort.abort()
  }, [services, outcome])
  return view
}
