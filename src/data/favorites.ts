import type { AppDb } from './db'
import { quietly } from './storage'
import { readSessionRow } from './session-store'

export type SyncMark = 'synced' | 'waiting' | 'failed'

export interface FavoriteView {
  isFavorite: boolean
  sync: SyncMark
}

/** Skips a title with a queued operation, and one whose known state is newer than the fetch's start. */
export async function writeServerFavorites(
  db: AppDb,
  userId: number,
  entries: { contentId: number; server: boolean }[],
  fetchStartedAt: number,
  at: number,
): Promise<void> {
  for (const e of entries) {
    const pending = await db.outbox
      .where('[userId+itemKey]')
      .equals([userId, `fav:${e.contentId}`])
      .count()
    if (pending > 0) continue
    const known = await db.favoriteState.get(e.contentId)
    if (known && known.at > fetchStartedAt) continue
    await db.favoriteState.put({ contentId: e.contentId, server: e.server, at })
  }
}

/** A queued change, else the server's known state, else the stored details' flag if fetched for this viewer. */
export async function viewerFavorite(db: AppDb, userId: number, contentId: number): Promise<FavoriteView> {
  const op = await db.outbox
    .where('[userId+itemKey]')
    .equals([userId, `fav:${contentId}`])
    .last()
  const wanted = (op?.op as { wanted?: unknown } | undefined)?.wanted
  if (op && typeof wanted === 'boolean') return { isFavorite: wanted, sync: op.status === 'dead' ? 'failed' : 'waiting' }
  const known = (await db.favoriteState.get(contentId))?.server
  if (typeof known === 'boolean') return { isFavorite: known, sync: 'synced' }
  const row = await db.content.get(contentId)
  const fetched = row?.viewer === userId ? (row.data as { isFavorite?: unknown } | null)?.isFavorite : undefined
  return { isFavorite: fetched === true, sync: 'synced' }
}

export function readFavorite(db: AppDb, contentId: number): Promise<FavoriteView> {
  const none: FavoriteView = { isFavorite: false, sync: 'synced' }
  return quietly(async () => {
    const session = await readSessionRow(db)
    return session ? viewerFavorite(db, session.userId, contentId) : none
  }, none)
}
