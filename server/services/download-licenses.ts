import { randomBytes } from 'node:crypto'
import type { Database } from 'better-sqlite3'

/**
 * Download licences. A licence lets one viewer keep one episode on one device for 30 days; the app
 * renews it quietly while the viewer stays entitled, and releases it when the download is deleted.
 * A user holds at most 25 active ones (not released, not lapsed) across all their devices.
 */
export const QUALITIES = ['240p', '360p', '720p'] as const
export type Quality = (typeof QUALITIES)[number]

export const LICENSE_TTL_MS = 30 * 86_400_000
export const MAX_ACTIVE_LICENSES = 25
// A lapsed licence can still be renewed for a while (say, after the viewer subscribes again, while
// the app still keeps the bytes for 7 days); after that nothing can use it.
const LAPSED_KEPT_MS = 7 * 86_400_000

export interface LicenseRow {
  id: string
  user_id: number
  session_id: string
  episode_id: number
  quality: Quality
  created_at: number
  expires_at: number
}

/** Opaque and unguessable; the owner's token is still needed to use one. */
export const LICENSE_ID = /^[A-Za-z0-9_-]{22}$/

export function activeLicenses(db: Database, userId: number, now: number): number {
  return (
    db
      .prepare<[number, number], { n: number }>('SELECT COUNT(*) AS n FROM download_licenses WHERE user_id = ? AND expires_at > ?')
      .get(userId, now)?.n ?? 0
  )
}

export type Issued = { kind: 'ok'; license: LicenseRow } | { kind: 'limit' }

/**
 * A licence for an episode on the asking device. The same device asking again for an episode it
 * holds (a retry after a lost answer, another quality) gets that licence back, renewed, so a retry
 * never uses up a place among the 25.
 */
export function issueLicense(
  db: Database,
  req: { userId: number; sessionId: string; episodeId: number; quality: Quality },
  now: number,
): Issued {
  return db.transaction((): Issued => {
    db.prepare('DELETE FROM download_licenses WHERE user_id = ? AND expires_at <= ?').run(req.userId, now - LAPSED_KEPT_MS)
    const held = db
      .prepare<[number, string, number, number], LicenseRow>(
        `SELECT * FROM download_licenses WHERE user_id = ? AND session_id = ? AND episode_id = ? AND expires_at > ?
        ORDER BY expires_at DESC LIMIT 1`,
      )
      .get(req.userId, req.sessionId, req.episodeId, now)
    if (held) {
      db.prepare('UPDATE download_licenses SET quality = ?, expires_at = ? WHERE id = ?').run(req.quality, now + LICENSE_TTL_MS, held.id)
      return { kind: 'ok', license: { ...held, quality: req.quality, expires_at: now + LICENSE_TTL_MS } }
    }
    if (activeLicenses(db, req.userId, now) >= MAX_ACTIVE_LICENSES) return { kind: 'limit' }
    const license: LicenseRow = {
      id: randomBytes(16).toString('base64url'),
      user_id: req.userId,
      session_id: req.sessionId,
      episode_id: req.episodeId,
      quality: req.quality,
      created_at: now,
      expires_at: now + LICENSE_TTL_MS,
    }
    db.prepare(
      `INSERT INTO download_licenses (id, user_id, session_id, episode_id, quality, created_at, expires_at)
                VALUES (@id, @user_id, @session_id, @episode_id, @quality, @created_at, @expires_at)`,
    ).run(license)
    return { kind: 'ok', license }
  })()
}

/** The user's own licence, released or unknown ones being the same: none. */
export function ownLicense(db: Database, userId: number, id: string): LicenseRow | undefined {
  if (!LICENSE_ID.test(id)) return undefined
  return db.prepare<[string, number], LicenseRow>('SELECT * FROM download_licenses WHERE id = ? AND user_id = ?').get(id, userId)
}

export type Renewed = { kind: 'ok'; license: LicenseRow } | { kind: 'limit' }

/**
 * 30 more days from now. A lapsed licence comes back only if the user has a place for it among the
 * 25. The licence moves to the renewing session: the device that keeps the download renews it, and
 * after a new login there its logout must still release it.
 */
export function renewLicense(db: Database, license: LicenseRow, sessionId: string, now: number): Renewed {
  return db.transaction((): Renewed => {
    if (license.expires_at <= now && activeLicenses(db, license.user_id, now) >= MAX_ACTIVE_LICENSES) return { kind: 'limit' }
    const expiresAt = now + LICENSE_TTL_MS
    db.prepare('UPDATE download_licenses SET expires_at = ?, session_id = ? WHERE id = ?').run(expiresAt, sessionId, license.id)
    return { kind: 'ok', license: { ...license, session_id: sessionId, expires_at: expiresAt } }
  })()
}

/** Gone for good: a released licence can be neither renewed nor counted. */
export function releaseLicense(db: Database, userId: number, id: string): boolean {
  if (!LICENSE_ID.test(id)) return false
  return db.prepare('DELETE FROM download_licenses WHERE id = ? AND user_id = ?').run(id, userId).changes > 0
}

/** Logout deletes the device's downloads, so the licences that device held go with them. */
export function releaseSessionLicenses(db: Database, sessionId: string): void {
  db.prepare('DELETE FROM download_licenses WHERE session_id = ?').run(sessionId)
}
