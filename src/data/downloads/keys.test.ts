import { describe, expect, it } from 'vitest'
import { DAY, downloadRow, MORNING } from '../../../tests/helpers/download-rows'
import { DownloadsDb } from './db'
import { dropKeys, dropOrphanKeys, keyBytes, keyFor, saveKey } from './keys'

const freshDb = () => new DownloadsDb(`keys-${Math.random().toString(36).slice(2)}`)
/** 16 bytes 0x00..0x0f as base64url without padding. */
const KEY = 'AAECAwQFBgcICQoLDA0ODw'
const BYTES = Uint8Array.from({ length: 16 }, (_, i) => i)

async function withDownload(over: Parameters<typeof downloadRow>[0] = { episodeId: 5 }) {
  const db = freshDb()
  await db.downloads.put(downloadRow({ state: 'completed', licenseId: 'lic-1', licenseExpiresAt: MORNING + 30 * DAY, ...over }))
  await saveKey(db, { episodeId: over.episodeId, licenseId: 'lic-1', userId: 1, key: KEY })
  return db
}

describe('media keys bound to the licence', () => {
  it('decodes a 22-character base64url key to its 16 bytes', () => {
    expect(keyBytes(KEY)).toEqual(BYTES)
  })

  it('a key that is not 16 bytes of base64url is refused', () => {
    expect(keyBytes('AAECAwQFBgcICQoLDA0ODx')).toBeNull() // 22 characters carrying 132 bits
    expect(keyBytes('AAECAwQFBgcICQoLDA0O')).toBeNull()
    expect(keyBytes('AAECAwQFBgcICQoLDA0ODw==')).toBeNull()
    expect(keyBytes('AAECAwQFBgcICQoLDA+ODw')).toBeNull()
  })

  it('a stored row that is not a key is never written', async () => {
    const db = freshDb()
    await expect(saveKey(db, { episodeId: 5, licenseId: 'lic-1', userId: 1, key: '<script>' })).rejects.toThrow()
    expect(await db.keys.count()).toBe(0)
  })

  it('gives the key while the licence is the viewer’s and running', async () => {
    const db = await withDownload()
    expect(await keyFor(db, 5, 1, MORNING)).toEqual(BYTES)
  })

  it('gives nothing once the licence has ended, even before the sweep marks the row', async () => {
    const db = await withDownload()
    expect(await keyFor(db, 5, 1, MORNING + 30 * DAY)).toBeNull()
  })

  it('gives nothing 48 hours after the first play', async () => {
    const db = await withDownload({ episodeId: 5, firstPlayedAt: MORNING })
    expect(await keyFor(db, 5, 1, MORNING + 2 * DAY - 1)).toEqual(BYTES)
    expect(await keyFor(db, 5, 1, MORNING + 2 * DAY)).toBeNull()
  })

  it('gives nothing to another viewer, or to nobody logged in', async () => {
    const db = await withDownload()
    expect(await keyFor(db, 5, 2, MORNING)).toBeNull()
    expect(await keyFor(db, 5, null, MORNING)).toBeNull()
  })

  it('gives nothing for an expired download', async () => {
    const db = await withDownload({ episodeId: 5, state: 'expired' })
    expect(await keyFor(db, 5, 1, MORNING)).toBeNull()
  })

  it('a key from an earlier licence does not unlock the row’s current one', async () => {
    const db = await withDownload()
    await db.downloads.update(5, { licenseId: 'lic-2' })
    expect(await keyFor(db, 5, 1, MORNING)).toBeNull()
  })

  it('a value planted in the keys table that is not a key unlocks nothing', async () => {
    const db = await withDownload()
    await db.keys.put({ episodeId: 5, licenseId: 'lic-1', userId: 1, key: 'not a key at all!!!!!!' })
    expect(await keyFor(db, 5, 1, MORNING)).toBeNull()
  })

  it('dropKeys deletes the keys of the episodes named, and only those', async () => {
    const db = await withDownload()
    await db.downloads.put(downloadRow({ episodeId: 6, state: 'completed', licenseId: 'lic-1', licenseExpiresAt: MORNING + DAY }))
    await saveKey(db, { episodeId: 6, licenseId: 'lic-1', userId: 1, key: KEY })
    await dropKeys(db, [5])
    expect(await keyFor(db, 5, 1, MORNING)).toBeNull()
    expect(await keyFor(db, 6, 1, MORNING)).toEqual(BYTES)
  })

  it('keys whose row is gone or holds another licence are swept', async () => {
    const db = await withDownload()
    await saveKey(db, { episodeId: 9, licenseId: 'lic-9', userId: 1, key: KEY })
    await db.downloads.put(downloadRow({ episodeId: 7, licenseId: 'lic-new' }))
    await saveKey(db, { episodeId: 7, licenseId: 'lic-old', userId: 1, key: KEY })
    await dropOrphanKeys(db)
    expect((await db.keys.toCollection().primaryKeys()).sort()).toEqual([5])
  })
})
