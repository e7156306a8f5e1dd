import { describe, expect, it } from 'vitest'
import { downloadHarness, request, segmentPaths, segSize } from '../../../tests/helpers/download-harness'
import { kickDownloader, runDownloader } from './downloader'
import { storedMaster } from './layout'
import { pauseDownload, queueDownload, resumeDownload, cancelDownload } from './queue'

/** Logs in and queues (which starts the downloader in `deps`'s context). */
/** Every file of episode 11 at 720p is in the store, byte for byte what the server sent. */
async function expectStoredWhole(t: ReturnType<typeof downloadHarness>) {
  const cache = await t.caches.open('downloads-v1')
  for (const path of segmentPaths('720p', 10)) {
    const stored = new Uint8Array((await (await cache.match(`/__downloads/11/${path}`))?.arrayBuffer()) ?? new ArrayBuffer(0))
    expect(stored).toEqual(t.mediaBody(11, path))
  }
}

async function started(t: ReturnType<typeof downloadHarness>, deps = t.context(), episodeId = 11) {
  await t.h.login(1)
  const r = await queueDownload(deps, request(episodeId))
  expect(r.ok).toBe(true)
  return deps
}

describe('the downloader', () => {
  it('downloads an episode: every file once, the master trimmed to the kept rendition, the row completed', async () => {
    const t = downloadHarness()
    const deps = await started(t)
    await kickDownloader(deps)
    const row = await t.db.downloads.get(11)
    expect(row?.state).toBe('completed')
    expect(row?.segmentsDone).toBe(row?.segmentsTotal)
    expect(row?.segmentsTotal).toBe(2 + 1 + 10)
    expect(row?.sourceUrl).toBeNull()
    const files = ['720p/init.mp4', ...segmentPaths('720p', 10)]
    for (const f of files) expect(t.server.hits.get(`11/${f}`)).toBe(1)
    expect(t.caches.paths()).toEqual(['master.m3u8', '720p/index.m3u8', ...files].map((f) => `/__downloads/11/${f}`).sort())
    const master = await (await (await t.caches.open('downloads-v1')).match(storedMaster(11)))?.text()
    expect(master).toContain('720p/index.m3u8')
    expect(master).not.toContain('360p/index.m3u8')
    expect(master).not.toContain('240p/index.m3u8')
    // The stored bytes are the media bytes plus the two playlists: nothing else.
    expect(row?.bytesDone).toBe(t.caches.usedBytes())
    expect(row?.bytesTotal).toBe(row?.bytesDone)
  })

  it('a cut mid-download waits for the network, then continues from the first missing file and fetches no stored one again', async () => {
    const t = downloadHarness()
    t.server.cutAfter = 5
    const deps = await started(t)
    const first = await kickDownloader(deps)
    expect(first.held).toEqual({ reason: 'network', until: null })
    const waiting = await t.db.downloads.get(11)
    expect(waiting).toMatchObject({ state: 'waiting', waitReason: 'network' })
    expect(waiting?.segmentsDone).toBeLessThan(waiting?.segmentsTotal ?? 0)
    t.server.online = true
    await kickDownloader(deps)
    expect((await t.db.downloads.get(11))?.state).toBe('completed')
    for (const [file, n] of t.server.hits) expect([file, n]).toEqual([file, 1])
    // At most the episode's bytes plus one segment: only the file cut halfway came twice.
    expect(t.server.bytesSent).toBeLessThanOrEqual(t.episodeBytes(11, '720p') + segSize('720p', 2))
    expect(t.server.partialBytes).toBeGreaterThan(0)
  })

  it('a file cut halfway is resumed from the byte where it stopped: the bytes fetched are the episode’s, no more, and the file is whole', async () => {
    const t = downloadHarness()
    t.server.cutAfter = 5
    const deps = await started(t)
    await kickDownloader(deps)
    t.server.online = true
    await kickDownloader(deps)
    expect((await t.db.downloads.get(11))?.state).toBe('completed')
    expect(t.server.ranged).toBe(1)
    expect(t.server.bytesSent).toBe(t.episodeBytes(11, '720p'))
    await expectStoredWhole(t)
  })

  it('where the server answers no byte ranges, the cut file comes whole again and is stored whole', async () => {
    const t = downloadHarness()
    t.server.ranges = false
    t.server.cutAfter = 5
    const deps = await started(t)
    await kickDownloader(deps)
    t.server.online = true
    await kickDownloader(deps)
    expect((await t.db.downloads.get(11))?.state).toBe('completed')
    await expectStoredWhole(t)
  })

  it('after a reload (a new context on the same stores) it resumes where the last one stopped', async () => {
    const t = downloadHarness()
    t.server.cutAfter = 7
    const deps = await started(t)
    await kickDownloader(deps)
    t.server.online = true
    const reloaded = t.context()
    await runDownloader(reloaded)
    expect((await t.db.downloads.get(11))?.state).toBe('completed')
    expect([...t.server.hits.values()].every((n) => n === 1)).toBe(true)
  })

  it('two tabs kicked at once fetch each file once: one holds the lock, the other finds nothing left', async () => {
    const t = downloadHarness()
    const deps = await started(t)
    await Promise.all([runDownloader(deps), runDownloader(t.context()), runDownloader(t.context())])
    expect((await t.db.downloads.get(11))?.state).toBe('completed')
    expect([...t.server.hits.values()].every((n) => n === 1)).toBe(true)
  })

  it('a tab closed mid-download gives the lock to the next one, which finishes the download', async () => {
    const t = downloadHarness()
    t.server.cutAfter = 4
    const deps = await started(t)
    await kickDownloader(deps)
    t.lockManager.kill(deps.ctx)
    t.server.online = true
    await runDownloader(t.context())
    expect((await t.db.downloads.get(11))?.state).toBe('completed')
  })

  it('a file stored just before the tab closed, but not yet marked, is recorded rather than fetched again', async () => {
    const t = downloadHarness()
    t.server.cutAfter = 6
    const deps = await started(t)
    await kickDownloader(deps)
    const seg = (await t.db.segments.where('episodeId').equals(11).sortBy('index')).find((s) => !s.done)
    if (!seg) throw new Error('expected a missing file')
    t.server.online = true
    const res = await t.mediaFetch(`/media/e/11/${[...t.server.grants.keys()][0]}/${seg.path}`)
    const cache = await t.caches.open('downloads-v1')
    await cache.put(`/__downloads/11/${seg.path}`, res)
    const before = t.server.hits.get(`11/${seg.path}`)
    await kickDownloader(deps)
    expect(t.server.hits.get(`11/${seg.path}`)).toBe(before)
    expect((await t.db.downloads.get(11))?.state).toBe('completed')
  })

  it('pause stops before the next file; resume continues without fetching a stored file again', async () => {
    const t = downloadHarness()
    let answered = 0
    const pausing = t.context({
      fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
        const res = await t.mediaFetch(input, init)
        if (++answered === 5) await pauseDownload(pausing, 11)
        return res
      }) as typeof fetch,
    })
    const deps = await started(t, pausing)
    await kickDownloader(pausing)
    const paused = await t.db.downloads.get(11)
    expect(paused?.state).toBe('paused')
    expect(paused?.segmentsDone).toBeLessThan(paused?.segmentsTotal ?? 0)
    expect(await resumeDownload(deps, 11)).toEqual({ ok: true, value: undefined })
    await kickDownloader(deps)
    expect((await t.db.downloads.get(11))?.state).toBe('completed')
    expect([...t.server.hits.values()].every((n) => n === 1)).toBe(true)
  })

  it('cancel mid-download deletes the bytes, the files and the row, and a file in flight is not kept', async () => {
    const t = downloadHarness()
    let answered = 0
    const cancelling = t.context({
      fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
        const res = await t.mediaFetch(input, init)
        if (++answered === 6) await cancelDownload(cancelling, 11)
        return res
      }) as typeof fetch,
    })
    await started(t, cancelling)
    await kickDownloader(cancelling)
    expect(await t.db.downloads.get(11)).toBeUndefined()
    expect(await t.db.segments.count()).toBe(0)
    expect(t.caches.paths()).toEqual([])
    expect([...t.server.licenses.values()].every((l) => l.released)).toBe(true)
  })

  it('a full disk mid-download pauses it with the quota problem and keeps no partial file', async () => {
    const t = downloadHarness()
    t.caches.limitBytes = 2500
    const deps = await started(t)
    await kickDownloader(deps)
    const row = await t.db.downloads.get(11)
    expect(row).toMatchObject({ state: 'paused', problem: { kind: 'quota' } })
    // Every stored file is whole and marked; nothing is stored that its row does not count.
    const done = await t.db.segments
      .where('episodeId')
      .equals(11)
      .filter((s) => s.done)
      .toArray()
    expect(t.caches.paths()).toEqual(done.map((s) => `/__downloads/11/${s.path}`).sort())
    expect(done.reduce((n, s) => n + s.bytes, 0)).toBe(t.caches.usedBytes())
    t.caches.limitBytes = Number.POSITIVE_INFINITY
    await resumeDownload(deps, 11)
    await kickDownloader(deps)
    expect((await t.db.downloads.get(11))?.state).toBe('completed')
  })

  it('a lapsed grant (403 on media) renews the licence once and carries on', async () => {
    const t = downloadHarness()
    t.server.cutAfter = 5
    const deps = await started(t)
    await kickDownloader(deps)
    for (const g of t.server.grants.values()) g.valid = false
    t.server.online = true
    await kickDownloader(deps)
    const row = await t.db.downloads.get(11)
    expect(row?.state).toBe('completed')
    const renewals = t.h.seen.filter((r) => r.url.pathname.endsWith('/renew'))
    expect(renewals).toHaveLength(1)
  })

  it('a renewal refused because the subscription ended expires the download mid-way', async () => {
    const t = downloadHarness({ 12: { segments: 10, paid: true } })
    await t.h.login(1)
    t.server.subscribed.add(1)
    t.server.cutAfter = 5
    const deps = await started(t, t.context(), 12)
    await kickDownloader(deps)
    for (const g of t.server.grants.values()) g.valid = false
    t.server.subscribed.delete(1)
    t.server.online = true
    await kickDownloader(deps)
    expect(await t.db.downloads.get(12)).toMatchObject({
      state: 'expired',
      problem: { kind: 'subscription-ended' },
      expiredAt: t.h.clock.now(),
    })
  })
})
