import { createHash, randomBytes } from 'node:crypto'
import type { Database } from 'better-sqlite3'
import { releaseSessionLicenses } from './download-licenses.ts'

export const REFRESH_TTL_MS = 30 * 86_400_000
export const REFRESH_GRACE_MS = 30_000

export interface TokenPair {
  accessToken: string
  refreshToken: string
}

export const newToken = () => randomBytes(32).toString('base64url')
export const sha256 = (s: string) => createHash('sha256').update(s).digest('hex')

/**
 * The pair each refresh token was exchanged for, kept in this process's memory through the grace
 * window only, so that tabs refreshing together get the same answer. Never written to the database:
 * a copy of the file must not be a live login. A restart within the window forgets it; the late tab
 * then hears 401 and the session goes on in the tab that refreshed first.
 */
interface Successor {
  sessionId: string
  pair: TokenPair
  until: number
}
const successors = new WeakMap<Database, Map<string, Successor>>()

function successorsOf(db: Database, now: number): Map<string, Successor> {
  let map = successors.get(db)
  if (!map) successors.set(db, (map = new Map()))
  for (const [hash, s] of map) if (s.until < now) map.delete(hash)
  return map
}

export interface TokenConfig {
  accessTokenTtlS: number
  maxDevices: number
}

function issuePair(db: Database, sessionId: string, userId: number, now: number, cfg: TokenConfig): TokenPair {
  const pair = { accessToken: newToken(), refreshToken: newToken() }
  db.prepare('INSERT INTO access_tokens (hash, session_id, user_id, expires_at) VALUES (?, ?, ?, ?)').run(
    sha256(pair.accessToken),
    sessionId,
    userId,
    now + cfg.accessTokenTtlS * 1000,
  )
  db.prepare('INSERT INTO refresh_tokens (hash, session_id, user_id, expires_at) VALUES (?, ?, ?, ?)').run(
    sha256(pair.refreshToken),
    sessionId,
    userId,
    now + REFRESH_TTL_MS,
  )
  db.prepare('UPDATE sessions SET expires_at = ? WHERE id = ?').run(now + REFRESH_TTL_MS, sessionId)
  return pair
}

/** A login opens a session; beyond `maxDevices` live sessions the oldest ones are displaced. */
export function createSession(db: Database, userId: number, now: number, cfg: TokenConfig): TokenPair {
  return db.transaction(() => {
    const sessionId = newToken()
    db.prepare('INSERT INTO sessions (id, user_id, created_at, expires_at) VALUES (?, ?, ?, ?)').run(
      sessionId,
      userId,
      now,
      now + REFRESH_TTL_MS,
    )
    const live = db
      .prepare<[number, number], { id: string }>(
        'SELECT id FROM sessions WHERE user_id = ? AND displaced_at IS NULL AND expires_at > ? ORDER BY seq DESC',
      )
      .all(userId, now)
    for (const s of live.slice(Math.max(1, cfg.maxDevices))) revokeSession(db, s.id, 'displaced', now)
    db.prepare('DELETE FROM access_tokens WHERE expires_at < ?').run(now - 86_400_000)
    db.prepare('DELETE FROM revoked_tokens WHERE expires_at < ?').run(now)
    return issuePair(db, sessionId, userId, now, cfg)
  })()
}

export type AccessCheck = { kind: 'ok'; userId: number; sessionId: string } | { kind: 'invalid' | 'expired' | 'displaced' }

export function checkAccess(db: Database, token: string, now: number): AccessCheck {
  const row = db
    .prepare<[string], { session_id: string; user_id: number; expires_at: number; displaced_at: number | null }>(
      `SELECT a.session_id, a.user_id, a.expires_at, s.displaced_at
         FROM access_tokens a JOIN sessions s ON s.id = a.session_id WHERE a.hash = ?`,
    )
    .get(sha256(token))
  if (!row) return { kind: revokedAs(db, token, now) === 'displaced' ? 'displaced' : 'invalid' }
  // Sessions displaced before revocation removed their tokens still carry only the mark.
  if (row.displaced_at !== null) return { kind: 'displaced' }
  if (row.expires_at <= now) return { kind: 'expired' }
  return { kind: 'ok', userId: row.user_id, sessionId: row.session_id }
}

export type RefreshResult = { kind: 'ok'; pair: TokenPair } | { kind: 'invalid' | 'expired' | 'used' | 'displaced' }

/**
 * Rotation: each refresh token works once. Tabs that refresh at the same moment all present the
 * same token, so for a short grace window a reused token answers the pair its first use produced.
 * A reuse after that window means two parties hold the session (a stolen token, OAuth 2.0 Security
 * BCP 4.14): the whole session ends, including the pair the first use produced.
 */
export function refreshSession(db: Database, token: string, now: number, cfg: TokenConfig): RefreshResult {
  return db.transaction((): RefreshResult => {
    const kept = successorsOf(db, now)
    const hash = sha256(token)
    const row = db
      .prepare<[string], { session_id: string; user_id: number; expires_at: number; used_at: number | null; displaced_at: number | null }>(
        `SELECT r.session_id, r.user_id, r.expires_at, r.used_at, s.displaced_at
           FROM refresh_tokens r JOIN sessions s ON s.id = r.session_id WHERE r.hash = ?`,
      )
      .get(hash)
    if (!row) return { kind: revokedAs(db, token, now) === 'displaced' ? 'displaced' : 'invalid' }
    if (row.displaced_at !== null) return { kind: 'displaced' }
    if (row.used_at !== null) {
      if (now - row.used_at <= REFRESH_GRACE_MS) {
        const successor = kept.get(hash)
        return successor ? { kind: 'ok', pair: successor.pair } : { kind: 'used' }
      }
      revokeSession(db, row.session_id, 'reuse', now)
      return { kind: 'used' }
    }
    if (row.expires_at <= now) return { kind: 'expired' }
    const pair = issuePair(db, row.session_id, row.user_id, now, cfg)
    db.prepare('UPDATE refresh_tokens SET used_at = ? WHERE hash = ?').run(now, hash)
    kept.set(hash, { sessionId: row.session_id, pair, until: now + REFRESH_GRACE_MS })
    return { kind: 'ok', pair }
  })()
}

export type RevokeReason = 'logout' | 'reuse' | 'displaced'

/**
 * Ends a session on the server: its access and refresh tokens (and any pair kept for the grace
 * window) leave the token tables, so nothing of it authenticates again. Only their hashes stay,
 * with the reason, until they would have expired.
 */
export function revokeSession(db: Database, sessionId: string, reason: RevokeReason, now: number): void {
  const kept = successorsOf(db, now)
  for (const [hash, s] of kept) if (s.sessionId === sessionId) kept.delete(hash)
  db.transaction(() => {
    for (const table of ['access_tokens', 'refresh_tokens'] as const) {
      db.prepare(
        `INSERT OR REPLACE INTO revoked_tokens (hash, reason, expires_at)
                  SELECT hash, ?, expires_at FROM ${table} WHERE session_id = ? AND expires_at > ?`,
      ).run(reason, sessionId, now)
      db.prepare(`DELETE FROM ${table} WHERE session_id = ?`).run(sessionId)
    }
    // Logout deletes the device's downloads: the licences it held stop counting toward the limit.
    if (reason === 'logout') releaseSessionLicenses(db, sessionId)
    db.prepare(
      `UPDATE sessions SET expires_at = MIN(expires_at, ?),
                  displaced_at = CASE WHEN ? = 'displaced' THEN ? ELSE displaced_at END WHERE id = ?`,
    ).run(now, reason, now, sessionId)
  })()
}

function revokedAs(db: Database, token: string, now: number): RevokeReason | null {
  const row = db
    .prepare<[string, number], { reason: RevokeReason }>('SELECT reason FROM revoked_tokens WHERE hash = ? AND expires_at > ?')
    .get(sha256(token), now)
  return row?.reason ?? null
}

/**
 * Logout: ends the sessions that the presented tokens belong to. Either token names its session,
 * whether or not it has expired or been rotated, so a device whose access token lapsed can still
 * end its session. Returns how many live sessions ended.
 */
export function logoutSession(db: Database, tokens: { accessToken?: string; refreshToken?: string }, now: number): number {
  return db.transaction(() => {
    const ids = new Set<string>()
    if (tokens.accessToken) {
      const row = db
        .prepare<[string], { session_id: string }>('SELECT session_id FROM access_tokens WHERE hash = ?')
        .get(sha256(tokens.accessToken))
      if (row) ids.add(row.session_id)
    }
    if (tokens.refreshToken) {
      const row = db
        .prepare<[string], { session_id: string }>('SELECT session_id FROM refresh_tokens WHERE hash = ?')
        .get(sha256(tokens.refreshToken))
      if (row) ids.add(row.session_id)
    }
    for (const id of ids) revokeSession(db, id, 'logout', now)
    return ids.size
  })()
}
