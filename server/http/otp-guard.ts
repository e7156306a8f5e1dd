import type { Context } from 'hono'
import type { AppContext, AppEnv } from './types.ts'
import { MSG, badRequest } from './errors.ts'
import { clientKey } from './peer.ts'
import { assertRoom, consumeAll, limitsOf } from './limits.ts'
import { OTP_TTL_MS, sendOtp, verifyOtp, type OtpPurpose } from '../services/otp.ts'
import { maskPhone } from '../log.ts'

const pairKey = (phone: string, client: string) => `${phone}|${client}`

const SEND_REFUSED = 'Too many OTP requests; please try again later'
const CHECK_REFUSED = 'Too many OTP attempts; please try again later'

/**
 * Sends a code within the limits: per phone (hour and day), per client address, and the server's
 * ceiling per minute. Each SMS costs the operator, so a refused send counts nowhere.
 */
export async function limitedSendOtp(
  ctx: AppContext, c: Context<AppEnv>, phone: string, purpose: OtpPurpose, meta: object,
): Promise<void> {
  const l = limitsOf(ctx)
  const client = clientKey(c)
  const keys: Parameters<typeof consumeAll>[1] = [
    [l.phoneSendsHour, phone], [l.phoneSendsDay, phone], [l.clientSends, client], [l.allSends, 'all'],
  ]
  await assertRoom(SEND_REFUSED, keys)
  const guessed = ((await l.clientPhoneWrong.get(pairKey(phone, client)))?.consumedPoints ?? 0) > 0
  // The resend spacing answers first: it is the limit an ordinary double tap meets.
  const code = sendOtp(ctx.db, phone, purpose, meta, ctx.now(), guessed)
  try {
    await consumeAll(SEND_REFUSED, keys)
  } catch (err) {
    // Another request took the last room while this one waited: its code must not stay usable.
    ctx.db.prepare('DELETE FROM otps WHERE phone = ? AND purpose = ?').run(phone, purpose)
    throw err
  }
  deliver(ctx, phone, purpose, code)
}

/**
 * Stands in for the SMS gateway. Outside production developers read the code here or at
 * /__dev/otp; in production a log line must never carry a code, since whoever reads the log
 * could log in as anyone.
 */
function deliver(ctx: AppContext, phone: string, purpose: OtpPurpose, code: string): void {
  const what = purpose === 'atom' ? 'ATOM subscription code' : 'login code'
  const to = maskPhone(phone)
  if (ctx.config.production) ctx.logger.info({ to }, `[otp] ${what} sent`)
  else ctx.logger.info({ to, validMin: OTP_TTL_MS / 60_000 }, `[otp] ${what}: ${code}`)
}

/**
 * Checks a code within the limits. Wrong guesses are counted per (phone, client) and per phone
 * across codes, so a resend never resets them; a stranger who hits the pair limit locks only
 * itself out, while the per-phone limit bounds guessing from many clients at once.
 */
export async function limitedVerifyOtp(
  ctx: AppContext, c: Context<AppEnv>, phone: string, purpose: OtpPurpose, code: string,
): Promise<unknown> {
  const l = limitsOf(ctx)
  const client = clientKey(c)
  const pair = pairKey(phone, client)
  await consumeAll(CHECK_REFUSED, [[l.clientVerifies, client]])
  await assertRoom(CHECK_REFUSED, [[l.clientPhoneWrong, pair], [l.phoneWrong, phone]])
  const result = verifyOtp(ctx.db, phone, purpose, code, ctx.now())
  if (result === 'wrong') {
    // Counted without refusing: this answer is "wrong code"; the next check meets the limit.
    await l.clientPhoneWrong.penalty(pair)
    await l.phoneWrong.penalty(phone)
    throw badRequest(MSG.otpWrong)
  }
  await l.clientPhoneWrong.delete(pair)
  return result.meta
}
