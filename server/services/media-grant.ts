import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import type { Database } from 'better-sqlite3'

/**
 * A media grant proves that one user may fetch one episode's playlists and segments until a time.
 * It travels as one path segment (`/media/e/<episode>/<grant>/master.m3u8`), so every relative URI
 * inside the playlists inherits it and the player needs no headers or cookies. The stream call
 * mints short ones; a download licence can mint a longer one for the same episode with mintGrant.
 */
export interface MediaGrant {
  userId: number
  episodeId: number
  /** Epoch seconds after which the grant opens nothing. */
  expiresAtS: number
}

export type GrantCheck = { ok: true; grant: MediaGrant } | { ok: false; reason: 'malformed' | 'forged' | 'expired' }

const SECRET_META_KEY = 'media_grant_secret'
export const MIN_SECRET_LENGTH = 32
// `<user>.<expiry>.<mac>`: the MAC is HMAC-SHA256 in base64url (43 characters).
const GRANT = /^([1-9]\d{0,9})\.([1-9]\d{0,10})\.([A-Za-z0-9_-]{43})$/
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

// The episode is inside the MAC but not in the grant text: the path names it, and a grant copied
// under another episode's path no longer verifies.
function mac(secret: Buffer, userId: number, episodeId: number, expiresAtS: number): Buffer {
  return createHmac('sha256', secret).update(`media-grant/1\n${userId}\n${episodeId}\n${expiresAtS}`).digest()
}

export function mintGrant(secret: Buffer, g: MediaGrant): string {
  return `${g.userId}.${g.expiresAtS}.${mac(secret, g.userId, g.episodeId, g.expiresAtS).toString('base64url')}`
}

/** Checks the signature first, then the clock, so nothing unsigned is ever believed. */
export function verifyGrant(secret: Buffer, grant: string, episodeId: number, nowMs: number): GrantCheck {
  const m = GRANT.exec(grant)
  if (!m || !Number.isSafeInteger(episodeId) || episodeId <= 0) return { ok: false, reason: 'malformed' }
  const userId = Number(m[1])
  const expiresAtS = Number(m[2])
  const given = Buffer.from(m[3] ?? '', 'base64url')
  const expected = mac(secret, userId, episodeId, expiresAtS)
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'forged' }
  if (expiresAtS * 1000 <= nowMs) return { ok: false, reason: 'expired' }
  return { ok: true, grant: { userId, episodeId, expiresAtS } }
}

/** The episode's own media address under a grant; `file` is relative to the stream's directory. */
export const grantedMediaPath = (episodeId: number, grant: string, file: string) => `${GRANTED_PREFIX}${episodeId}/${grant}/${file}`
