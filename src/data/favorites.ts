import type { AppDb } from './db'
import { quietly } from './storage'
import { readSessionRow } from './session-store'

export type SyncMark = 'synced' | 'waiting' | 'failed'

export interface FavoriteView {
  isFavorite: boolean
  /** 'waiting': an unsent change is queued; 'failed': the server refused it (a dead letter). */
  sync: SyncMark
}

/**
 * Records what the server said about favorite flags, read in the transaction that stores a fetched
 * answer. A title with an operation in the outbox is skipped (the local intent wins until it is
 * sent), and so is one whose known state is newer than the moment the fetch started: a list that
 * was requested before a change was accepted must not undo what that change taught us.
 */
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

/**
 * The viewer's favorite flag for a title: a queued change wins, then what the server is known to
 * hold, then the flag of the stored details if they were fetched for this viewer.
 */
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

/** The favorite toggle's state for one title; a reader for useLiveQuery. */
export function readFavorite(db: AppDb, contentId: number): Promise<FavoriteView> {
  const none: FavoriteView = { isFavorite: false, sync: 'synced' }
  return quietly(async () => {
    const session = await readSessionRow(db)
    return session ? viewerFavorite(db, session.userId, contentId) : none
  }, none)
}
