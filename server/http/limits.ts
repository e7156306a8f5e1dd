import type { Database } from 'better-sqlite3'
import type { RateLimiterRes } from 'rate-limiter-flexible'
import type { AppContext } from './types.ts'
import { HttpError } from './errors.ts'
import { ClockedSQLiteLimiter, pruneLimits } from '../services/limiter.ts'

const MINUTE_S = 60
const HOUR_S = 3600
const DAY_S = 86_400

/** Limits fixed by the product; the per-client and overall ones are configuration (AppConfig). */
export const OTP_SENDS_PER_PHONE_HOUR = 5
export const OTP_SENDS_PER_PHONE_DAY = 10
export const OTP_WRONG_PER_PHONE_HOUR = 20
export const OTP_WRONG_PER_CLIENT_PHONE_HOUR = 5
export const REDEEM_FAILURES_PER_USER_HOUR = 5
export const COMMENTS_PER_USER_MINUTE = 10
export const CLIENT_WINDOW_S = 10 * MINUTE_S

export interface Limits {
  /** SMS to one number, whatever asked for them. */
  phoneSendsHour: ClockedSQLiteLimiter
  phoneSendsDay: ClockedSQLiteLimiter
  /** Wrong codes for one number, from everyone: the bound on guessing one account. */
  phoneWrong: ClockedSQLiteLimiter
  /** Wrong codes for one number from one client: a stranger's guesses lock only the stranger. */
  clientPhoneWrong: ClockedSQLiteLimiter
  clientSends: ClockedSQLiteLimiter
  clientVerifies: ClockedSQLiteLimiter
  /** Circuit breaker on the SMS bill. */
  allSends: ClockedSQLiteLimiter
  redeemFailures: ClockedSQLiteLimiter
  /** Comments one user posts: a flood from one account would bury a title's page. */
  userComments: ClockedSQLiteLimiter
}

const cache = new WeakMap<Database, Limits>()
const pruned = new WeakMap<Database, number>()

/** One set of limiters per database, made on first use; ended windows are dropped hourly. */
export function limitsOf(ctx: AppContext): Limits {
  const now = ctx.now()
  if (now - (pruned.get(ctx.db) ?? -Infinity) >= HOUR_S * 1000) {
    pruneLimits(ctx.db, now)
    pruned.set(ctx.db, now)
  }
  const found = cache.get(ctx.db)
  if (found) return found
  const make = (keyPrefix: string, points: number, duration: number) =>
    new ClockedSQLiteLimiter(ctx.db, ctx.now, { keyPrefix, points, duration })
  const { config } = ctx
  const limits: Limits = {
    phoneSendsHour: make('otp-send-phone-h', OTP_SENDS_PER_PHONE_HOUR, HOUR_S),
    phoneSendsDay: make('otp-send-phone-d', OTP_SENDS_PER_PHONE_DAY, DAY_S),
    phoneWrong: make('otp-wrong-phone', OTP_WRONG_PER_PHONE_HOUR, HOUR_S),
    clientPhoneWrong: make('otp-wrong-client-phone', OTP_WRONG_PER_CLIENT_PHONE_HOUR, HOUR_S),
    clientSends: make('otp-send-client', config.otpSendsPerClient, CLIENT_WINDOW_S),
    clientVerifies: make('otp-verify-client', config.otpVerifiesPerClient, CLIENT_WINDOW_S),
    allSends: make('otp-send-all', config.otpSendsPerMinute, MINUTE_S),
    redeemFailures: make('redeem-fail-user', REDEEM_FAILURES_PER_USER_HOUR, HOUR_S),
    userComments: make('comment-user', COMMENTS_PER_USER_MINUTE, MINUTE_S),
  }
  cache.set(ctx.db, limits)
  return limits
}

export function tooMany(message: string, msBeforeNext: number): HttpError {
  const seconds = Math.max(1, Math.ceil(msBeforeNext / 1000))
  return new HttpError(429, message, { 'Retry-After': String(seconds) })
}

const isLimiterRes = (x: unknown): x is RateLimiterRes =>
  typeof x === 'object' && x !== null && 'msBeforeNext' in x && 'consumedPoints' in x

/** Refuses with 429 when any of the keys has used its window up, without counting this request. */
export async function assertRoom(message: string, checks: [ClockedSQLiteLimiter, string][]): Promise<void> {
  let wait = 0
  for (const [limiter, key] of checks) {
    const res = await limiter.get(key)
    if (res && res.consumedPoints >= limiter.points) wait = Math.max(wait, res.msBeforeNext)
  }
  if (wait > 0) throw tooMany(message, wait)
}

/** Counts one event against every key; 429 if that went over any limit. */
export async function consumeAll(message: string, checks: [ClockedSQLiteLimiter, string][]): Promise<void> {
  let wait = 0
  for (const [limiter, key] of checks) {
    try {
      await limiter.consume(key)
    } catch (err) {
      if (!isLimiterRes(err)) throw err
      wait = Math.max(wait, err.msBeforeNext)
    }
  }
  if (wait > 0) throw tooMany(message, wait)
}
