import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import type { Database } from 'better-sqlite3'

/**
 * A media grant proves that one user may fetch one episode's playlists and segments until a time,
 * for as long as what it was given for lives: a stream grant is bound to the viewer's session (it
 * ends with logout, displacement or refresh-token reuse), a download grant to its licence (it ends
 * with release or expiry). It travels as one path segment (`/media/e/<episode>/<grant>/master.m3u8`),
 * so every relative URI inside the playlists inherits it and the player needs no headers or cookies.
 */
export type GrantBinding = { kind: 'session'; seq: number } | { kind: 'license'; id: string }

export interface MediaGrant {
  userId: number
  episodeId: number
  /** Epoch seconds after which the grant opens nothing. */
  expiresAtS: number
  binding: GrantBinding
}

export type GrantCheck = { ok: true; grant: MediaGrant } | { ok: false; reason: 'malformed' | 'forged' | 'expired' }

const SECRET_META_KEY = 'media_grant_secret'
export const MIN_SECRET_LENGTH = 32
// `s<session seq>.<user>.<expiry>.<mac>` or `d<licence id>.<user>.<expiry>.<mac>`: the MAC is
// HMAC-SHA256 in base64url (43 characters) over all of it and the episode.
const GRANT = /^(?:s([1-9]\d{0,15})|d([A-Za-z0-9_-]{22}))\.([1-9]\d{0,9})\.([1-9]\d{0,10})\.([A-Za-z0-9_-]{43})$/
export const GRANTED_PREFIX = '/media/e/'

/**
 * The key grants are signed with: the configured one (MEDIA_GRANT_SECRET, so several servers can
 * share it), else a random one made on first start and kept in SQLite, so grants outlive a restart.
 */
export function mediaGrantSecret(db: Database, configured: string | null): Buffer {
  if (configured !== null) {
    if (configured.length < MIN_SECRET_LENGTH) throw new Error(`MEDIA_GRANT_SECRET must be at least ${MIN_SECRET_LENGTH} characters`)
    return Buffer.from(configured, 'utf8')
  }
  db.prepare('INSERT OR IGNORE INTO meta (key, value) VALUES (?, ?)').run(SECRET_META_KEY, randomBytes(32).toString('base64url'))
  const row = db.prepare<[string], { value: string }>('SELECT value FROM meta WHERE key = ?').get(SECRET_META_KEY)
  return Buffer.from(row?.value ?? '', 'base64url')
}

const bindingText = (b: GrantBinding) => (b.kind === 'session' ? `s${b.seq}` : `d${b.id}`)

// The episode is inside the MAC but not in the grant text: the path names it, and a grant copied
// under another episode's path no longer verifies. The binding is inside too, so it cannot be swapped.
function mac(secret: Buffer, g: MediaGrant): Buffer {
  return createHmac('sha256', secret)
    .update(`media-grant/2\n${bindingText(g.binding)}\n${g.userId}\n${g.episodeId}\n${g.expiresAtS}`)
    .digest()
}

export function mintGrant(secret: Buffer, g: MediaGrant): string {
  return `${bindingText(g.binding)}.${g.userId}.${g.expiresAtS}.${mac(secret, g).toString('base64url')}`
}

/** Checks the signature first, then the clock, so nothing unsigned is ever believed. */
export function verifyGrant(secret: Buffer, grant: string, episodeId: number, nowMs: number): GrantCheck {
  const m = GRANT.exec(grant)
  if (!m || !Number.isSafeInteger(episodeId) || episodeId <= 0) return { ok: false, reason: 'malformed' }
  const binding: GrantBinding = m[1] !== undefined ? { kind: 'session', seq: Number(m[1]) } : { kind: 'license', id: m[2] ?? '' }
  const g: MediaGrant = { userId: Number(m[3]), episodeId, expiresAtS: Number(m[4]), binding }
  const given = Buffer.from(m[5] ?? '', 'base64url')
  const expected = mac(secret, g)
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'forged' }
  if (g.expiresAtS * 1000 <= nowMs) return { ok: false, reason: 'expired' }
  return { ok: true, grant: g }
}

/**
 * Whether what the grant was given for still lives: the session not ended (logout, displaced,
 * refresh-token reuse all close it), or the licence not released nor lapsed. One indexed lookup.
 */
export function grantLive(db: Database, g: MediaGrant, nowMs: number): boolean {
  if (g.binding.kind === 'session') {
    return (
      db
        .prepare<[number, number, number], { n: number }>(
          'SELECT 1 AS n FROM sessions WHERE seq = ? AND user_id = ? AND displaced_at IS NULL AND expires_at > ?',
        )
        .get(g.binding.seq, g.userId, nowMs) !== undefined
    )
  }
  return (
    db
      .prepare<[string, number, number, number], { n: number }>(
        'SELECT 1 AS n FROM download_licenses WHERE id = ? AND user_id = ? AND episode_id = ? AND expires_at > ?',
      )
      .get(g.binding.id, g.userId, g.episodeId, nowMs) !== undefined
  )
}

/** The session row's number a stream grant names (not its id: a grant sits in URLs and logs). */
export function sessionSeq(db: Database, sessionId: string): number | null {
  return db.prepare<[string], { seq: number }>('SELECT seq FROM sessions WHERE id = ?').get(sessionId)?.seq ?? null
}

/** The episode's own media address under a grant; `file` is relative to the stream's directory. */
export const grantedMediaPath = (episodeId: number, grant: string, file: string) => `${GRANTED_PREFIX}${episodeId}/${grant}/${file}`
