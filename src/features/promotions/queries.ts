import { useLiveQuery } from '../../ui/use-live-query'
import { readPromotion, refreshPromotion } from '../../data/docs'
import type { Promotion } from '../../api/schemas/catalogue'
import type { Failure } from '../../api/failures'
import { useServices } from '../../ui/use-services'
import { useRefresh } from '../../ui/use-refresh'
import { useLocale } from '../../i18n/use-locale'

export type PromotionState =
  { status: 'loading' } | { status: 'ready'; data: Promotion } | { status: 'error'; failure: Failure; retry: () => void }

/** A visited promotion renders from storage (offline too) and refreshes from the network. */
export function usePromotion(id: number): PromotionState {
  const services = useServices()
  const locale = useLocale()
  const stored = useLiveQuery(() => readPromotion(services.db, id, locale), [services, id, locale])
  const refresh = useRefresh(() => refreshPromotion(services, id, locale), `promotion:${id}:${locale}`)
  if (stored) return { status: 'ready', data: stored.data }
  if (stored === null && refresh.failure) return { status: 'error', failure: refresh.failure, retry: refresh.retry }
  return { status: 'loading' }
}
