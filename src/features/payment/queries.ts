import { useEffect, useState } from 'react'
import type { Failure } from '../../api/failures'
import type { Payment } from '../../api/schemas/account'
import { useServices } from '../../ui/use-services'
import { loadPayment } from './actions'

/** Spec section 4, payment: loading, then ready (or the failure). Plans are online-only: never stored. */
export type PaymentView = { status: 'loading' } | { status: 'ready'; data: Payment } | { status: 'error'; failure: Failure }

export function usePayment(userId: number | undefined, attempt: number): PaymentView {
  const services = useServices()
  const [view, setView] = useState<{ key: string; view: PaymentView } | null>(null)
  const key = `${userId}:${attempt}`
  useEffect(() => {
    if (userId === undefined) return
    let live = true
    void loadPayment(services, userId).then((r) => {
      if (live) setView({ key, view: r.ok ? { status: 'ready', data: r.value } : { status: 'error', failure: r.failure } })
    })
    return () => {
      live = false
    }
  }, [services, userId, key])
  return view && view.key === key ? view.view : { status: 'loading' }
}
