import { fail, type Result } from '../../api/result'
import { failure } from '../../api/failures'
import { connectivity, type Reach } from '../../api/connectivity'
import type { RedeemResult } from '../../api/schemas/account'
import { refreshProfile, type AppServices } from '../../data'

/** Trimmed and upper-cased; the server's codes look like MMS-S2Q8J-HX6GA. */
export function normaliseCode(text: string): string {
  return text.trim().toUpperCase()
}

export const REDEEM_CODE_PATTERN = /^[A-Z0-9][A-Z0-9-]{3,63}$/

/** Redeems a code for the viewer, then refreshes the stored profile so premium shows at once. */
export async function redeemCode(services: AppServices, userId: number, text: string): Promise<Result<RedeemResult>> {
  const code = normaliseCode(text)
  if (!REDEEM_CODE_PATTERN.test(code)) return fail(failure('BadRequestFailure', 'code: this redeem code is not valid'))
  const answer = await services.api.redeem({ userId, code })
  if (answer.ok && answer.value.success) await refreshProfile(services)
  return answer
}

/** Why a redeem did not add days: unknown and used codes answer alike (no probing); an unsent code may work later. */
export type RedeemProblem = 'invalid' | 'tooMany' | 'offline' | 'unreachable' | 'timeout' | 'server' | 'unknown'

// No answer is the device's missing link only while it says it has none; otherwise our server was unreachable.
export function redeemProblem(answer: Result<RedeemResult>, reach: Reach = connectivity.state().reach): RedeemProblem {
  if (answer.ok) return 'invalid'
  switch (answer.failure.type) {
    case 'BadRequestFailure':
      return 'invalid'
    case 'TooManyRequestsFailure':
      return 'tooMany'
    case 'InternetConnectionFailure':
      return reach === 'offline' ? 'offline' : 'unreachable'
    case 'TimeoutFailure':
      return 'timeout'
    case 'ServerFailure':
      return 'server'
    default:
      return 'unknown'
  }
}
