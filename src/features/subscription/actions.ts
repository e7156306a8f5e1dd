import type { Result } from '../../api/result'
import type { BillingProvider } from '../../api/endpoints/account'
import { refreshSubscription, type AppServices } from '../../data'

export function refreshMySubscription(services: AppServices, userId: number) {
  return refreshSubscription(services, userId)
}

const PROVIDERS: readonly BillingProvider[] = ['atom', 'mpt', 'ooredoo']

export function asBillingProvider(provider: string): BillingProvider | null {
  const key = provider.toLowerCase()
  return (PROVIDERS as readonly string[]).includes(key) ? (key as BillingProvider) : null
}

/** Cancels renewal (the remaining days stay usable), then refreshes the stored subscription. */
export async function cancelSubscription(
  services: AppServices,
  input: { userId: number; provider: BillingProvider; account: string },
): Promise<Result<unknown>> {
  const answer = await services.api.cancelSubscription(input)
  if (answer.ok) await refreshSubscription(services, input.userId)
  return answer
}
