import { failure } from '../../api/failures'
import { fail, ok, type Result } from '../../api/result'
import type { Payment } from '../../api/schemas/payment'
import { paymentEndpoints } from '../../api/endpoints/payment'
import { endpointsFor } from '../../api/endpoints/endpoints-for'
import { readCurrentUser, readProfile, refreshProfile, refreshSubscription, type AppServices } from '../../data'
import type { Subscription } from '../../api/schemas/account'
import { makeTransactionId } from '../../lib/transaction-id'
import { isAllowedPaymentUrl, paymentCallbackUrl } from './operator-hosts'

const payments = endpointsFor(paymentEndpoints)

/** The plans in `locale`, the language the screen shows: their names and descriptions come in it. */
export function loadPayment(services: AppServices, userId: number, locale: string): Promise<Result<Payment>> {
  return payments(services.api).getPayment(userId, locale)
}

/** MPT and Ooredoo: the operator's payment address, returned only when it points at an allowed operator host. */
export async function startOperatorPayment(
  services: AppServices,
  input: { provider: 'mpt' | 'ooredoo'; userId: number; planId: number; redirectRoute: string | null; origin: string },
): Promise<Result<string>> {
  const answer = await payments(services.api).generatePaymentUrl(input.provider, {
    userId: input.userId,
    planId: input.planId,
    transactionId: makeTransactionId(),
    callbackUrl: paymentCallbackUrl(input.origin, input.redirectRoute),
  })
  if (!answer.ok) return answer
  if (!isAllowedPaymentUrl(answer.value.url, input.origin)) {
    return fail(failure('BadRequestFailure', 'The payment address is not on the operator allow-list'))
  }
  return ok(answer.value.url)
}

export interface AtomRequest {
  userId: number
  planId: number
  /** 959… */
  atomPhone: string
}

/** Sends the ATOM subscription code with a new transaction id; resolves to that id. */
export async function sendAtomOtp(services: AppServices, req: AtomRequest): Promise<Result<string>> {
  const transactionId = makeTransactionId()
  const answer = await payments(services.api).atomSendOtp({ ...req, transactionId })
  return answer.ok ? ok(transactionId) : answer
}

/** Confirms the ATOM code; on success the stored profile is refreshed so premium shows. */
export async function confirmAtomOtp(
  services: AppServices,
  req: AtomRequest & { transactionId: string; otp: string },
): Promise<Result<string>> {
  const answer = await payments(services.api).atomConfirmOtp(req)
  if (!answer.ok) return answer
  await refreshProfile(services)
  return ok(answer.value.message)
}

/** What the device knew of the viewer's plans when the operator sent them back. */
export async function readPlanBaseline(services: AppServices): Promise<Subscription | null> {
  return (await readProfile(services.db))?.data.subscription ?? null
}

/** Whether a plan bought now shows as a new subscription (or premium); null when the server could not be asked. */
export async function checkPlanActive(services: AppServices, before: Subscription | null): Promise<boolean | null> {
  const user = await readCurrentUser(services.db)
  if (!user) return null
  const answer = await refreshSubscription(services, user.id)
  if (!answer.ok) return null
  const now = answer.value
  if (!now.isPremiumUser) return false
  if (!before || !before.isPremiumUser) return true
  const had = new Set(before.subscriptions.map((s) => s.provider))
  return now.subscriptions.some((s) => !had.has(s.provider))
}
