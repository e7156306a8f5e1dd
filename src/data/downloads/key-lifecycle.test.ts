import { describe, expect, it } from 'vitest'
import { DAY, downloadHarness, mediaKey, request } from '../../../tests/helpers/download-harness'
import { kickDownloader } from './downloader'
import { keyBytes, keyFor } from './keys'
import { playable, renewLicenses, sweepDownloads } from './lifecycle'
import { cancelDownload, pauseDownload, queueDownload, resumeDownload } from './queue'
import { deleteAllDownloads, deleteDownloadsOf } from './remove'

/** The key goes wherever the licence goes: each path that ends or replaces a licence. */

async function downloaded(t: ReturnType<typeof downloadHarness>, episodeId = 11, userId = 1) {
  await t.h.login(userId)
  const deps = t.context()
  expect((await queueDownload(deps, request(episodeId))).ok).toBe(true)
  await kickDownloader(deps)
  expect((await t.db.downloads.get(episodeId))?.state).toBe('completed')
  return deps
}

describe('a download’s key follows its licence', () => {
  it('is stored with the licence when the download is queued, and never in Cache Storage', async () => {
    const t = downloadHarness()
    await downloaded(t)
    const row = await t.db.downloads.get(11)
    expect(await t.db.keys.get(11)).toEqual({ episodeId: 11, licenseId: row?.licenseId, userId: 1, key: mediaKey(11) })
    expect(await keyFor(t.db, 11, 1, t.h.clock.now())).toEqual(keyBytes(mediaKey(11)))
    expect(t.caches.paths().filter((p) => p.endsWith('/key'))).toEqual([])
  })

  it('a licence answer whose key is not 16 bytes of base64url queues nothing and stores nothing', async () => {
    const t = downloadHarness()
    await t.h.login(1)
    const deps = t.context()
    for (const bad of [mediaKey(11) + mediaKey(11), '', 'AAECAwQFBgcICQoLDA0ODx', '../../key/AAECAwQFBgcI']) {
      t.server.keyOverride = bad
      expect((await queueDownload(deps, request(11))).ok).toBe(false)
    }
    expect(await t.db.downloads.count()).toBe(0)
    expect(await t.db.keys.count()).toBe(0)
    t.server.keyOverride = null
    expect((await queueDownload(deps, request(11))).ok).toBe(true)
  })

  it('goes when the download is cancelled or deleted', async () => {
    const t = downloadHarness({ 11: { segments: 3 }, 12: { segments: 3 } })
    const deps = await downloaded(t, 11)
    await downloaded(t, 12)
    await cancelDownload(deps, 11)
    expect(await t.db.keys.get(11)).toBeUndefined()
    expect(await t.db.keys.get(12)).toBeDefined()
    await deleteAllDownloads(deps)
    expect(await t.db.keys.count()).toBe(0)
  })

  it('stays through a pause and a resume: the licence does not change', async () => {
    const t = downloadHarness()
    await t.h.login(1)
    const deps = t.context()
    await queueDownload(deps, request(11))
    await pauseDownload(deps, 11)
    expect(await t.db.keys.get(11)).toBeDefined()
    await resumeDownload(deps, 11)
    await kickDownloader(deps)
    expect(await keyFor(t.db, 11, 1, t.h.clock.now())).toEqual(keyBytes(mediaKey(11)))
  })

  it('goes when the licence expires, and the bytes stay unplayable', async () => {
    const t = downloadHarness()
    const deps = await downloaded(t)
    t.h.clock.advance(30 * DAY)
    t.server.online = false
    await sweepDownloads(deps)
    expect((await t.db.downloads.get(11))?.state).toBe('expired')
    expect(await t.db.keys.get(11)).toBeUndefined()
    expect(t.caches.paths().some((p) => p.startsWith('/__downloads/11/'))).toBe(true)
  })

  it('goes when a renewal is refused because the subscription ended', async () => {
    const t = downloadHarness({ 12: { segments: 3, paid: true } })
    t.server.subscribed.add(1)
    const deps = await downloaded(t, 12)
    t.server.subscribed.delete(1)
    t.h.clock.advance(2 * DAY)
    await renewLicenses(deps)
    expect(await t.db.keys.get(12)).toBeUndefined()
    // Subscribed again: the renewal brings the key back with the licence.
    t.server.subscribed.add(1)
    await renewLicenses(deps)
    expect(await keyFor(t.db, 12, 1, t.h.clock.now())).toEqual(keyBytes(mediaKey(12)))
  })

  it('a renewal replaces the key with the one the renewed licence carries', async () => {
    const t = downloadHarness()
    const deps = await downloaded(t)
    t.server.keyEpoch = 1
    t.h.clock.advance(DAY + 1)
    expect(await renewLicenses(deps)).toMatchObject({ ok: true, value: { renewed: [11] } })
    const row = await t.db.downloads.get(11)
    expect(await t.db.keys.get(11)).toEqual({ episodeId: 11, licenseId: row?.licenseId, userId: 1, key: mediaKey(11, 1) })
    expect(await keyFor(t.db, 11, 1, t.h.clock.now())).toEqual(keyBytes(mediaKey(11, 1)))
  })

  it('a grant refused halfway renews the licence, and its key comes with it', async () => {
    const t = downloadHarness({ 11: { segments: 6 } })
    await t.h.login(1)
    const deps = t.context()
    await queueDownload(deps, request(11))
    for (const g of t.server.grants.values()) g.valid = false
    t.server.keyEpoch = 2
    await kickDownloader(deps)
    expect((await t.db.downloads.get(11))?.state).toBe('completed')
    expect((await t.db.keys.get(11))?.key).toBe(mediaKey(11, 2))
  })

  it('goes at logout with the leaving viewer’s downloads', async () => {
    const t = downloadHarness()
    const deps = await downloaded(t)
    expect((await deleteDownloadsOf(deps, 1)).ok).toBe(true)
    expect(await t.db.keys.count()).toBe(0)
  })

  it('another viewer logging in takes every other viewer’s keys away', async () => {
    const t = downloadHarness({ 11: { segments: 3 }, 12: { segments: 3 } })
    await downloaded(t, 11, 1)
    const deps = await downloaded(t, 12, 2)
    expect(await keyFor(t.db, 11, 2, t.h.clock.now())).toBeNull()
    expect((await deleteDownloadsOf(deps, { except: 2 })).ok).toBe(true)
    expect(await t.db.keys.toCollection().primaryKeys()).toEqual([12])
  })

  it('a completed download whose key is gone says it has expired instead of playing', async () => {
    const t = downloadHarness()
    await downloaded(t)
    expect((await playable(t.db, 11, t.h.clock.now()))?.kind).toBe('ready')
    await t.db.keys.clear()
    expect(await playable(t.db, 11, t.h.clock.now())).toMatchObject({ kind: 'expired', row: { problem: { kind: 'license-expired' } } })
  })

  it('a download kept without a key (from before keys) gets one at the next renewal, however young its licence', async () => {
    const t = downloadHarness()
    const deps = await downloaded(t)
    await t.db.keys.clear()
    expect(await renewLicenses(deps)).toMatchObject({ ok: true, value: { renewed: [11] } })
    expect((await playable(t.db, 11, t.h.clock.now()))?.kind).toBe('ready')
    // With its key, it waits for its day like any other.
    expect(await renewLicenses(deps)).toMatchObject({ ok: true, value: { renewed: [] } })
  })
})
