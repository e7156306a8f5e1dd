import type { Database } from 'better-sqlite3'
import { newToken, sha256 } from './tokens.ts'
import { badRequest, MSG } from '../http/errors.ts'

/** An HE token proves a connection seen a moment ago; it is not a credential to keep. */
export const HE_TOKEN_TTL_MS = 10 * 60_000

export function issueHeToken(db: Database, msisdn: string, now: number): string {
  const token = newToken()
  db.prepare('DELETE FROM he_tokens WHERE expires_at <= ?').run(now)
  db.prepare('INSERT INTO he_tokens (hash, msisdn, created_at, expires_at) VALUES (?, ?, ?, ?)').run(
    sha256(token),
    msisdn,
    now,
    now + HE_TOKEN_TTL_MS,
  )
  return token
}

// created_at bounds the life too, so tokens written under a longer lifetime expire on time.
const LIVE = 'hash = ? AND stale = 0 AND expires_at > ? AND created_at > ?'

/** An unknown, expired, spent or stale token all mean the viewer is no longer on the operator's network. */
export function resolveHeToken(db: Database, token: string, now: number): string {
  const row = db
    .prepare<[string, number, number], { msisdn: string }>(`SELECT msisdn FROM he_tokens WHERE ${LIVE}`)
    .get(sha256(token), now, now - HE_TOKEN_TTL_MS)
  if (!row) throw badRequest(MSG.heStale)
  return row.msisdn
}

/** Resolves and spends the token in one statement, so two logins racing with it cannot both win. */
export function consumeHeToken(db: Database, token: string, now: number): string {
  const row = db
    .prepare<[string, number, number], { msisdn: string }>(`DELETE FROM he_tokens WHERE ${LIVE} RETURNING msisdn`)
    .get(sha256(token), now, now - HE_TOKEN_TTL_MS)
  if (!row) throw badRequest(MSG.heStale)
  return row.msisdn
}

/** Simulates the viewer leaving the operator's mobile network. */
export function staleAllHeTokens(db: Database): void {
  db.prepare('UPDATE he_tokens SET stale = 1').run()
}
