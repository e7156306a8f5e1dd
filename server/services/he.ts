import type { Database } from 'better-sqlite3'
import { newToken, sha256 } from './tokens.ts'
import { badRequest, MSG } from '../http/errors.ts'

export const HE_TOKEN_TTL_MS = 60 * 60_000

export function issueHeToken(db: Database, msisdn: string, now: number): string {
  const token = newToken()
  db.prepare('INSERT INTO he_tokens (hash, msisdn, created_at, expires_at) VALUES (?, ?, ?, ?)').run(
    sha256(token), msisdn, now, now + HE_TOKEN_TTL_MS)
  return token
}

/** An unknown, expired or stale token all mean the viewer is no longer on the operator's network. */
export function resolveHeToken(db: Database, token: string, now: number): string {
  const row = db
    .prepare<[string], { msisdn: string; expires_at: number; stale: number }>(
      'SELECT msisdn, expires_at, stale FROM he_tokens WHERE hash = ?',
    )
    .get(sha256(token))
  if (!row || row.stale === 1 || row.expires_at <= now) throw badRequest(MSG.heStale)
  return row.msisdn
}

/** Simulates the viewer leaving the operator's mobile network. */
export function staleAllHeTokens(db: Database): void {
  db.prepare('UPDATE he_tokens SET stale = 1').run()
}
