import { randomInt } from 'node:crypto'
import type { Database } from 'better-sqlite3'
import { HttpError, MSG, badRequest } from '../http/errors.ts'

export const OTP_TTL_MS = 5 * 60_000
export const OTP_RESEND_MS = 60_000

export type OtpPurpose = 'login' | 'atom'

interface OtpRow {
  code: string
  meta: string
  created_at: number
  expires_at: number
  attempts: number
  consumed: number
}

/**
 * Milliseconds until this phone may have another code, 0 if now. A code that someone else has
 * guessed at may be replaced at once: otherwise a stranger's guesses would keep its owner waiting.
 * The per-phone hourly and daily limits (server/http/limits.ts) still bound the messages.
 */
export function resendWait(db: Database, phone: string, purpose: OtpPurpose, now: number, callerGuessed = true): number {
  const last = db
    .prepare<[string, string], { created_at: number; attempts: number; consumed: number }>(
      'SELECT created_at, attempts, consumed FROM otps WHERE phone = ? AND purpose = ?',
    )
    .get(phone, purpose)
  // A code already used to log in is not pending: the spacing guards against flooding a phone with
  // codes nobody has used yet.
  if (!last || last.consumed === 1 || (last.attempts > 0 && !callerGuessed)) return 0
  return Math.max(0, OTP_RESEND_MS - (now - last.created_at))
}

/**
 * Issues a fresh code, replacing any older one, unless the last send was under a minute ago.
 * `callerGuessed`: whether the caller itself has sent wrong codes for this phone lately.
 */
export function sendOtp(db: Database, phone: string, purpose: OtpPurpose, meta: object, now: number, callerGuessed = true): string {
  const waitMs = resendWait(db, phone, purpose, now, callerGuessed)
  if (waitMs > 0) {
    const wait = Math.ceil(waitMs / 1000)
    throw new HttpError(429, `Please wait ${wait} seconds before requesting another OTP`, { 'Retry-After': String(wait) })
  }
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0')
  db.prepare(
    `INSERT OR REPLACE INTO otps (phone, purpose, code, meta, created_at, expires_at, attempts, consumed)
     VALUES (?, ?, ?, ?, ?, ?, 0, 0)`,
  ).run(phone, purpose, code, JSON.stringify(meta), now, now + OTP_TTL_MS)
  return code
}

/**
 * Checks a code and consumes it on success. Wrong guesses do not kill the code: a stranger's would
 * then lock its owner out. They are limited per phone and per client instead (server/http/otp-guard.ts).
 */
export function verifyOtp(db: Database, phone: string, purpose: OtpPurpose, code: string, now: number): { meta: unknown } | 'wrong' {
  const row = db.prepare<[string, string], OtpRow>('SELECT * FROM otps WHERE phone = ? AND purpose = ?').get(phone, purpose)
  if (!row || row.consumed === 1) throw badRequest(MSG.otpNotFound)
  if (row.expires_at <= now) throw badRequest(MSG.otpExpired)
  if (row.code !== code) {
    db.prepare('UPDATE otps SET attempts = attempts + 1 WHERE phone = ? AND purpose = ?').run(phone, purpose)
    return 'wrong'
  }
  db.prepare('UPDATE otps SET consumed = 1 WHERE phone = ? AND purpose = ?').run(phone, purpose)
  return { meta: JSON.parse(row.meta) as unknown }
}

/** Development read-out of the live code. */
export function peekOtp(db: Database, phone: string, purpose: OtpPurpose, now: number): string | null {
  const row = db.prepare<[string, string], OtpRow>('SELECT * FROM otps WHERE phone = ? AND purpose = ?').get(phone, purpose)
  if (!row || row.consumed === 1 || row.expires_at <= now) return null
  return row.code
}
