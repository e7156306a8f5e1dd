import { describe, expect, it } from 'vitest'
import { downloadHarness, request } from '../../../tests/helpers/download-harness'
import { kickDownloader } from './downloader'
import { queueDownload } from './queue'

describe('what the engine takes from the network', () => {
  it("a playlist naming ../ paths cannot overwrite another episode's stored files", async () => {
    const t = downloadHarness({ 11: { segments: 3 }, 12: { segments: 3 } })
    await t.h.login(1)
    const deps = t.context()
    await queueDownload(deps, request(12))
    await kickDownloader(deps)
    const cache = await t.caches.open('downloads-v1')
    const before = await (await cache.match('/__downloads/12/720p/init.mp4'))?.arrayBuffer()
    t.server.override.set('720p/index.m3u8', '#EXTM3U\n#EXT-X-MAP:URI="init.mp4"\n#EXTINF:4,\n../../12/720p/init.mp4\n#EXT-X-ENDLIST\n')
    // A hostile server answers any address, so only the engine's own check stands in the way.
    const evil = t.context({
      fetch: (async (input: RequestInfo | URL, init?: RequestInit) =>
        String(input).includes('/12/720p/init.mp4') ? new Response('EVIL') : t.mediaFetch(input, init)) as typeof fetch,
    })
    await queueDownload(evil, request(11))
    await kickDownloader(evil)
    const after = await (await cache.match('/__downloads/12/720p/init.mp4'))?.arrayBuffer()
    expect(new Uint8Array(after ?? new ArrayBuffer(0))).toEqual(new Uint8Array(before ?? new ArrayBuffer(1)))
    expect(await t.db.downloads.get(11)).toMatchObject({ state: 'failed', problem: { kind: 'failure' } })
    expect(t.caches.paths().filter((p) => !p.startsWith('/__downloads/12/') && !p.startsWith('/__downloads/11/'))).toEqual([])
  })

  it('a playlist of more files than any episode has is refused whole', async () => {
    const t = downloadHarness({ 11: { segments: 3 } })
    await t.h.login(1)
    const lines = ['#EXTM3U', '#EXT-X-MAP:URI="init.mp4"']
    for (let i = 0; i < 10_001; i++) lines.push('#EXTINF:4,', `s${i}.m4s`)
    t.server.override.set('720p/index.m3u8', lines.join('\n'))
    const deps = t.context()
    await queueDownload(deps, request(11))
    await kickDownloader(deps)
    expect((await t.db.downloads.get(11))?.state).toBe('failed')
    expect(await t.db.segments.count()).toBe(0)
  })

  it('a licence that grants another episode than the one asked for is not used to fill it', async () => {
    const t = downloadHarness({ 11: { segments: 3 }, 12: { segments: 3 } })
    await t.h.login(1)
    t.server.grantFor = 12
    const r = await queueDownload(t.context(), request(11))
    expect(r).toMatchObject({ ok: false, problem: { kind: 'failure', failure: { type: 'ServerFailure' } } })
    expect(await t.db.downloads.count()).toBe(0)
    expect(t.server.hits.size).toBe(0)
  })
})
