import { readSessionRow } from '../session-store'
import type { DownloadDeps } from './deps'
import type { DownloadsDb } from './db'
import type { DownloadProblem, DownloadRow, DownloadState } from './types'

export const HOUR_MS = 3_600_000
export const DAY_MS = 24 * HOUR_MS
/** Netflix's rule: once played, a download plays for 48 hours at most. */
export const PLAY_WINDOW_MS = 48 * HOUR_MS
/** An expired download's bytes stay this long, so a renewed subscription brings it back. */
export const EXPIRED_KEEP_MS = 7 * DAY_MS
/** Smart downloads delete a watched episode this long after it was finished. */
export const WATCHED_KEEP_MS = 24 * HOUR_MS

export const PENDING_STATES: readonly DownloadState[] = ['queued', 'downloading', 'waiting']

export const isPending = (row: DownloadRow) => PENDING_STATES.includes(row.state)

/** What a new row starts with for the fields only its life sets (a wait, a problem, a play, an end). */
export const UNTOUCHED = {
  waitReason: null,
  problem: null,
  firstPlayedAt: null,
  completedAt: null,
  watchedAt: null,
  expiredAt: null,
  rateBps: null,
} as const satisfies Partial<DownloadRow>

export async function currentUserId(deps: Pick<DownloadDeps, 'app'>): Promise<number | null> {
  try {
    return (await readSessionRow(deps.app.db))?.userId ?? null
  } catch {
    return null
  }
}

/** When the download stops playing: its licence's end, or 48 hours after the first play if sooner. */
export function licenseEnd(row: Pick<DownloadRow, 'licenseExpiresAt' | 'firstPlayedAt'>): number | null {
  const played = row.firstPlayedAt === null ? null : row.firstPlayedAt + PLAY_WINDOW_MS
  if (row.licenseExpiresAt === null) return played
  return played === null ? row.licenseExpiresAt : Math.min(row.licenseExpiresAt, played)
}

/** Re-reads the row in its transaction, so another tab's pause or delete is never written over. */
export async function patchRow(
  db: DownloadsDb,
  episodeId: number,
  patch: Partial<DownloadRow> | ((row: DownloadRow) => Partial<DownloadRow>),
  now: number,
  when: (row: DownloadRow) => boolean = () => true,
): Promise<DownloadRow | null> {
  return db.transaction('rw', db.downloads, async () => {
    const row = await db.downloads.get(episodeId)
    if (!row || !when(row)) return null
    const next: DownloadRow = { ...row, ...(typeof patch === 'function' ? patch(row) : patch), updatedAt: now }
    await db.downloads.put(next)
    return next
  })
}

export function rowsOf(db: DownloadsDb, who: number | 'everyone'): Promise<DownloadRow[]> {
  return who === 'everyone' ? db.downloads.toArray() : db.downloads.where('userId').equals(who).toArray()
}

/** Marks a download expired (it keeps its bytes for `EXPIRED_KEEP_MS`, so the viewer is told why). */
export function expireRow(
  db: DownloadsDb,
  episodeId: number,
  problem: Extract<DownloadProblem, { kind: 'subscription-ended' | 'license-expired' }>,
  now: number,
): Promise<DownloadRow | null> {
  // The key goes with the licence: the bytes stay (for a renewal to bring back), unplayable.
  return db.transaction('rw', db.downloads, db.keys, async () => {
    await db.keys.delete(episodeId)
    return patchRow(
      db,
      episodeId,
      (row) => ({ state: 'expired', problem, waitReason: null, rateBps: null, expiredAt: row.expiredAt ?? now }),
      now,
    )
  })
}
