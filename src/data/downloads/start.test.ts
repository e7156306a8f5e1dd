import { describe, expect, it } from 'vitest'
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb'
import { DOWNLOADS_DB_NAME, DownloadsDb } from './db'
import { hasDownloads } from './start'
import { downloadHarness, request } from '../../../tests/helpers/download-harness'
import { kickDownloader } from './downloader'
import { queueDownload } from './queue'
import { ensureDownloadTriggers, startDownloadTriggers } from './triggers'

describe('the page keeps downloads moving', () => {
  it('a download cut off in an earlier visit carries on at start, and again when the network comes back', async () => {
    const t = downloadHarness()
    await t.h.login(1)
    t.server.cutAfter = 4
    const earlier = t.context()
    await queueDownload(earlier, request(11))
    await kickDownloader(earlier)
    expect((await t.db.downloads.get(11))?.state).toBe('waiting')
    // The next visit: the network is still down at start, then comes back.
    const events = new EventTarget()
    const stop = startDownloadTriggers(t.context(), events)
    try {
      t.server.online = true
      events.dispatchEvent(new Event('online'))
      await expect.poll(async () => (await t.db.downloads.get(11))?.state).toBe('completed')
      expect([...t.server.hits.values()].every((n) => n === 1)).toBe(true)
    } finally {
      stop()
    }
  })

  it("a device's first download, cut off by the network, carries on when the network returns in the same visit", async () => {
    const t = downloadHarness()
    await t.h.login(1)
    t.server.cutAfter = 4
    const deps = t.context()
    const events = new EventTarget()
    expect(await queueDownload(deps, request(11))).toEqual({ ok: true, value: undefined })
    const stop = ensureDownloadTriggers(deps, events)
    try {
      // Queued from a page that started with no downloads: the triggers run once however often asked.
      expect(ensureDownloadTriggers(deps, events)).toBe(stop)
      await expect.poll(async () => (await t.db.downloads.get(11))?.state).toBe('waiting')
      t.server.online = true
      events.dispatchEvent(new Event('online'))
      await expect.poll(async () => (await t.db.downloads.get(11))?.state).toBe('completed')
    } finally {
      stop()
    }
  })
})

describe('whether a launch starts the download engine', () => {
  const fresh = () => new IDBFactory()

  it('no downloads database: no engine', async () => {
    const idb = fresh()
    expect(await hasDownloads(idb, () => new DownloadsDb(DOWNLOADS_DB_NAME, { indexedDB: idb, IDBKeyRange }))).toBe(false)
  })

  it('the empty database the header’s downloading sign creates on every launch: no engine', async () => {
    const idb = fresh()
    const open = () => new DownloadsDb(DOWNLOADS_DB_NAME, { indexedDB: idb, IDBKeyRange })
    const header = open()
    await header.downloads.where('state').equals('downloading').count()
    header.close()
    expect(await hasDownloads(idb, open)).toBe(false)
  })

  it('an episode kept from an earlier visit, or bytes left behind: the engine starts', async () => {
    const idb = fresh()
    const open = () => new DownloadsDb(DOWNLOADS_DB_NAME, { indexedDB: idb, IDBKeyRange })
    const db = open()
    await db.segments.put({ episodeId: 11, index: 0, path: '720p/seg_000.m4s', bytes: 1024, done: true })
    db.close()
    expect(await hasDownloads(idb, open)).toBe(true)
  })
})
