import * as v from 'valibot'
import type { DownloadsDb } from './db'
import { licenseEnd } from './rows'

// Media keys (HLS AES-128) live in IndexedDB beside their licence, never in Cache Storage: copied bytes never play.

/** 16 bytes as base64url without padding: 21 characters, then one whose low 4 bits are zero. */
export const KEY_PATTERN = /^[A-Za-z0-9_-]{21}[AQgw]$/

export const KeyRowSchema = v.object({
  episodeId: v.pipe(v.number(), v.integer(), v.minValue(1)),
  licenseId: v.pipe(v.string(), v.minLength(1), v.maxLength(200)),
  userId: v.pipe(v.number(), v.integer()),
  key: v.pipe(v.string(), v.regex(KEY_PATTERN)),
})
export type KeyRow = v.InferOutput<typeof KeyRowSchema>

/** The 16 raw bytes of a base64url key, or null for anything that is not one. */
export function keyBytes(key: string): Uint8Array<ArrayBuffer> | null {
  if (!KEY_PATTERN.test(key)) return null
  const binary = atob(key.replace(/-/g, '+').replace(/_/g, '/') + '==')
  return Uint8Array.from(binary, (c) => c.charCodeAt(0))
}

export async function saveKey(db: DownloadsDb, row: KeyRow): Promise<void> {
  await db.keys.put(v.parse(KeyRowSchema, row))
}

/** The licence change and its key in one transaction (when `write` changed a row): a key never outlives its licence. */
export function withKey<T>(db: DownloadsDb, key: KeyRow, write: () => Promise<T>): Promise<T> {
  return db.transaction('rw', db.downloads, db.keys, async () => {
    const out = await write()
    if (out !== null) await saveKey(db, key)
    return out
  })
}

/** Only while the row is this viewer's, holds the key's very licence, and that licence runs. */
export async function keyFor(
  db: DownloadsDb,
  episodeId: number,
  userId: number | null,
  now: number,
): Promise<Uint8Array<ArrayBuffer> | null> {
  if (userId === null) return null
  return db.transaction('r', db.downloads, db.keys, async () => {
    const [stored, row] = await Promise.all([db.keys.get(episodeId), db.downloads.get(episodeId)])
    const parsed = v.safeParse(KeyRowSchema, stored)
    if (!parsed.success || !row) return null
    const k = parsed.output
    if (k.userId !== userId || row.userId !== userId || row.licenseId !== k.licenseId || row.state === 'expired') return null
    const end = licenseEnd(row)
    if (end === null || end <= now) return null
    return keyBytes(k.key)
  })
}

export async function dropKeys(db: DownloadsDb, episodeIds: Iterable<number>): Promise<void> {
  const ids = [...episodeIds]
  if (ids.length > 0) await db.keys.bulkDelete(ids)
}

/** What a crash between two writes could leave. */
export async function dropOrphanKeys(db: DownloadsDb): Promise<void> {
  await db.transaction('rw', db.downloads, db.keys, async () => {
    const rows = new Map((await db.downloads.toArray()).map((r) => [r.episodeId, r]))
    const stale = (await db.keys.toArray()).filter((k) => {
      const row = rows.get(k.episodeId)
      return !row || row.licenseId !== k.licenseId || row.userId !== k.userId || row.state === 'expired'
    })
    await dropKeys(
      db,
      stale.map((k) => k.episodeId),
    )
  })
}
