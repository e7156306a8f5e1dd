import { fail, type Result } from '../../api/result'
import { failure } from '../../api/failures'
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
