import type { Context } from 'hono'
import type { AppContext, AppEnv } from './types.ts'
import { MSG, badRequest } from './errors.ts'
import { clientKey } from './peer.ts'
import { assertRoom, consumeAll, limitsOf } from './limits.ts'
import { OTP_TTL_MS, sendOtp, verifyOtp, type OtpPurpose } from '../services/otp.ts'
import { maskPhone } from '../log.ts'
import { knownDevice } from './known-device.ts'
import { spendOtpProof } from './otp-proof.ts'

const pairKey = (phone: string, client: string) => `${phone}|${client}`

const SEND_REFUSED = 'Too many OTP requests; please try again later'
const CHECK_REFUSED = 'Too many OTP attempts; please try again later'

/**
 * Who asks, as the limits count it. A device that has logged in with this number before (the signed
 * known-device mark, login codes only) is counted apart from everyone else: strangers filling the
 * number's or the server's windows do not lock its owner out.
 */
function askerOf(ctx: AppContext, c: Context<AppEnv>, phone: string, purpose: OtpPurpose) {
  const device = purpose === 'login' ? knownDevice(c, ctx, phone) : null
  return device
    ? { known: true, client: `device:${device}`, phone: `known|${phone}`, all: 'known' }
    : { known: false, client: clientKey(c), phone, all: 'all' }
}

/**
 * Sends a code within the limits: per phone (hour and day), per client address, and the server's
 * ceiling per minute. Each SMS costs the operator, so a refused send counts nowhere. A login code
 * asked from a device not known for the number first costs a proof of work (`proof`), when the
 * server asks for one.
 */
export async function limitedSendOtp(
  ctx: AppContext,
  c: Context<AppEnv>,
  phone: string,
  purpose: OtpPurpose,
  meta: object,
  proof?: string,
): Promise<void> {
  const l = limitsOf(ctx)
  const asker = askerOf(ctx, c, phone, purpose)
  const client = asker.client
  const keys: Parameters<typeof consumeAll>[1] = [
    [l.phoneSendsHour, asker.phone],
    [l.phoneSendsDay, asker.phone],
    [l.clientSends, client],
    [l.allSends, asker.all],
  ]
  await assertRoom(SEND_REFUSED, keys)
  const prefix = ctx.config.otpProofPrefix
  if (purpose === 'login' && !asker.known && prefix !== null) await spendOtpProof(ctx, proof, prefix)
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
  ctx: AppContext,
  c: Context<AppEnv>,
  phone: string,
  purpose: OtpPurpose,
  code: string,
): Promise<unknown> {
  const l = limitsOf(ctx)
  const asker = askerOf(ctx, c, phone, purpose)
  const pair = pairKey(phone, asker.client)
  await consumeAll(CHECK_REFUSED, [[l.clientVerifies, asker.client]])
  await assertRoom(CHECK_REFUSED, [
    [l.clientPhoneWrong, pair],
    [l.phoneWrong, asker.phone],
  ])
  const result = verifyOtp(ctx.db, phone, purpose, code, ctx.now())
  if (result === 'wrong') {
    // Counted without refusing: this answer is "wrong code"; the next check meets the limit.
    await l.clientPhoneWrong.penalty(pair)
    await l.phoneWrong.penalty(asker.phone)
    throw badRequest(MSG.otpWrong)
  }
  await l.clientPhoneWrong.delete(pair)
  return result.meta
}
