import { failure } from '../../api/failures'
import { fail, ok, type Result } from '../../api/result'
import type { Payment } from '../../api/schemas/account'
import { refreshProfile, type AppServices } from '../../data'
import { makeTransactionId } from '../../lib/transaction-id'
import { isAllowedPaymentUrl, paymentCallbackUrl } from './operator-hosts'

export function loadPayment(services: AppServices, userId: number): Promise<Result<Payment>> {
  return services.api.getPayment(userId)
}

/**
 * MPT and Ooredoo: asks for the operator's payment address (a fresh transaction id, the callback)
 * and returns it only if it points at an allowed operator host.
 */
export async function startOperatorPayment(
  services: AppServices,
  input: { provider: 'mpt' | 'ooredoo'; userId: number; planId: number; redirectRoute: string | null; origin: string },
): Promise<Result<string>> {
  const answer = await services.api.generatePaymentUrl(input.provider, {
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
  const answer = await services.api.atomSendOtp({ ...req, transactionId })
  return answer.ok ? ok(transactionId) : answer
}

/** Confirms the ATOM code; on success the stored profile is refreshed so premium shows. */
export async function confirmAtomOtp(services: AppServices, req: AtomRequest & { transactionId: string; otp: string }): Promise<Result<string>> {
  const answer = await services.api.atomConfirmOtp(req)
  if (!answer.ok) return answer
  await refreshProfile(services)
  return ok(answer.value.message)
}
