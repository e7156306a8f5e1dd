import { randomInt } from 'node:crypto'
import type { Database } from 'better-sqlite3'
import { HttpError, MSG, badRequest } from '../http/errors.ts'

export const OTP_TTL_MS = 5 * 60_000
export const OTP_RESEND_MS = 60_000
export const OTP_MAX_WRONG = 5

export type OtpPurpose = 'login' | 'atom'

interface OtpRow {
  code: string
  meta: string
  created_at: number
  expires_at: number
  attempts: number
  consumed: number
}

/** Issues a fresh code, replacing any older one, unless the last send was under a minute ago. */
export function sendOtp(db: Database, phone: string, purpose: OtpPurpose, meta: object, now: number): string {
  const last = db
    .prepare<[string, string], { created_at: number }>('SELECT created_at FROM otps WHERE phone = ? AND purpose = ?')
    .get(phone, purpose)
  if (last && now - last.created_at < OTP_RESEND_MS) {
    const wait = Math.ceil((OTP_RESEND_MS - (now - last.created_at)) / 1000)
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
 * Checks a code and consumes it on success. A code that has taken five wrong guesses is dead and
 * reports as expired: the viewer must ask for a new one. The row stays so the resend limit holds.
 */
export function verifyOtp(db: Database, phone: string, purpose: OtpPurpose, code: string, now: number): unknown {
  const row = db
    .prepare<[string, string], OtpRow>('SELECT * FROM otps WHERE phone = ? AND purpose = ?')
    .get(phone, purpose)
  if (!row || row.consumed === 1) throw badRequest(MSG.otpNotFound)
  if (row.expires_at <= now || row.attempts >= OTP_MAX_WRONG) throw badRequest(MSG.otpExpired)
  if (row.code !== code) {
    db.prepare('UPDATE otps SET attempts = attempts + 1 WHERE phone = ? AND purpose = ?').run(phone, purpose)
    throw badRequest(MSG.otpWrong)
  }
  db.prepare('UPDATE otps SET consumed = 1 WHERE phone = ? AND purpose = ?').run(phone, purpose)
  return JSON.parse(row.meta) as unknown
}

/** Development read-out of the live code. */
export function peekOtp(db: Database, phone: string, purpose: OtpPurpose, now: number): string | null {
  const row = db
    .prepare<[string, string], OtpRow>('SELECT * FROM otps WHERE phone = ? AND purpose = ?')
    .get(phone, purpose)
  if (!row || row.consumed === 1 || row.expires_at <= now || row.attempts >= OTP_MAX_WRONG) return null
  return row.code
}
