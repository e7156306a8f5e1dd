import type { AppContext } from './types.ts'
import { badRequest } from './errors.ts'
import { assertRoom, limitsOf } from './limits.ts'
import { addRedeemDays } from '../services/subscription.ts'
import { durably } from '../db/durable.ts'

// One answer for a code that never existed and one already used: telling them apart would confirm
// that a guess hit a real code.
const INVALID = 'code: this redeem code is not valid'
const REFUSED = 'Too many failed redeem attempts; please try again later'

/**
 * Redeems a code for the user. Five failures an hour per user, then 429 until the hour is out:
 * with ten random base32 characters a code cannot be guessed at that rate.
 */
export async function redeemWithinLimit(ctx: AppContext, userId: number, code: string): Promise<number> {
  const { db } = ctx
  const limit = limitsOf(ctx).redeemFailures
  const key = String(userId)
  await assertRoom(REFUSED, [[limit, key]])
  const now = ctx.now()
  const days = durably(db, () => {
    const row = db.prepare<[string], { days: number }>('SELECT days FROM redeem_codes WHERE code = ? AND used_by IS NULL').get(code)
    if (!row) return null
    db.prepare('UPDATE redeem_codes SET used_by = ?, used_at = ? WHERE code = ?').run(userId, now, code)
    addRedeemDays(db, userId, row.days, now)
    return row.days
  })
  if (days === null) {
    await limit.penalty(key)
    throw badRequest(INVALID)
  }
  return days
}
