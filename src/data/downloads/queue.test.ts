import { describe, expect, it } from 'vitest'
import { downloadHarness, request } from '../../../tests/helpers/download-harness'
import { kickDownloader } from './downloader'
import { offerQualities, queueDownload, queueSeries, QUOTA_SHARE } from './queue'

describe('offers and queueing', () => {
  it('offers each quality with its size from the master: bandwidth × duration', async () => {
    const t = downloadHarness({ 11: { segments: 30 } })
    await t.h.login(1)
    const r = await offerQualities(t.context(), 11)
    if (!r.ok) throw new Error(r.failure.message)
    expect(r.value.durationS).toBe(120)
    expect(r.value.offers.map((o) => o.quality)).toEqual(['240p', '360p', '720p'])
    // The estimate is within a few percent of the real media bytes.
    for (const o of r.value.offers) expect(Math.abs(o.bytes - t.mediaBytes(11, o.quality)) / t.mediaBytes(11, o.quality)).toBeLessThan(0.05)
    expect(await t.db.downloads.count()).toBe(0)
  })

  it('a download that would take usage past 90 % of the quota is refused before any byte of media, and its licence is given back', async () => {
    const t = downloadHarness({ 11: { segments: 30 } })
    await t.h.login(1)
    const offer = await offerQualities(t.context(), 11)
    const need = offer.ok ? (offer.value.offers.find((o) => o.quality === '720p')?.bytes ?? 0) : 0
    t.storage.quota = 100_000
    t.storage.extraUsage = Math.floor(QUOTA_SHARE * 100_000) - need + 1
    const r = await queueDownload(t.context(), request(11))
    expect(r).toMatchObject({ ok: false, problem: { kind: 'quota' } })
    expect(await t.db.downloads.count()).toBe(0)
    expect(t.caches.paths()).toEqual([])
    expect([...t.server.hits.keys()].filter((k) => k.endsWith('.m4s'))).toEqual([])
    expect([...t.server.licenses.values()].every((l) => l.released)).toBe(true)
  })

  it('downloads still to come count against the room: two that fit one by one but not together', async () => {
    const t = downloadHarness({ 11: { segments: 30 }, 12: { segments: 30 } })
    await t.h.login(1)
    const need = t.mediaBytes(11, '720p')
    t.storage.quota = Math.ceil((need * 1.5) / QUOTA_SHARE)
    const deps = t.context({ online: () => false })
    expect((await queueDownload(deps, request(11))).ok).toBe(true)
    expect(await queueDownload(deps, request(12))).toMatchObject({ ok: false, problem: { kind: 'quota' } })
  })

  it('the first download asks for persistent storage; later ones do not', async () => {
    const t = downloadHarness({ 11: { segments: 3 }, 12: { segments: 3 } })
    await t.h.login(1)
    const deps = t.context()
    await queueDownload(deps, request(11))
    await queueDownload(deps, request(12))
    expect(t.storage.persisted).toBe(1)
  })

  it('a browser that never answers the persistent-storage request (Firefox, its prompt ignored) still queues and downloads', async () => {
    const t = downloadHarness({ 11: { segments: 3 } })
    await t.h.login(1)
    let asked = 0
    const deps = t.context({
      storage: {
        estimate: async () => ({}),
        persist: () => {
          asked++
          return new Promise<boolean>(() => undefined)
        },
      },
    })
    const r = await queueDownload(deps, request(11))
    expect(r.ok).toBe(true)
    expect(asked).toBe(1)
    await kickDownloader(deps)
    expect((await t.db.downloads.get(11))?.state).toBe('completed')
  })

  it('a browser whose persist() throws still queues the download', async () => {
    const t = downloadHarness({ 11: { segments: 3 } })
    await t.h.login(1)
    const deps = t.context({
      storage: {
        estimate: async () => ({}),
        persist: () => {
          throw new Error('not allowed')
        },
      },
    })
    expect((await queueDownload(deps, request(11))).ok).toBe(true)
  })

  it('the 26th licence is refused with the licence-limit problem and the server message', async () => {
    const t = downloadHarness({ 11: { segments: 3 } })
    await t.h.login(1)
    t.server.licenseLimit = 0
    const r = await queueDownload(t.context(), request(11))
    expect(r).toMatchObject({ ok: false, problem: { kind: 'license-limit' }, failure: { message: 'You can keep at most 25 downloads' } })
    expect(await t.db.downloads.count()).toBe(0)
  })

  it('logged out, nothing is queued', async () => {
    const t = downloadHarness()
    const r = await queueDownload(t.context(), request(11))
    expect(r).toMatchObject({ ok: false, problem: { kind: 'failure', failure: { type: 'SessionFailure' } } })
  })

  it('"Download all" queues what the viewer may download, skips paid episodes without a subscription, and stops asking once the limit is reached', async () => {
    const t = downloadHarness({
      1: { segments: 3 },
      2: { segments: 3, paid: true },
      3: { segments: 3 },
      4: { segments: 3 },
      5: { segments: 3 },
    })
    await t.h.login(1)
    t.server.licenseLimit = 2
    const deps = t.context({ online: () => false })
    const out = await queueSeries(
      deps,
      [1, 2, 3, 4, 5].map((id) => request(id)),
      '360p',
    )
    expect(out.queued).toEqual([1, 3])
    expect(out.refused.map((r) => [r.episodeId, r.problem.kind])).toEqual([
      [2, 'failure'],
      [4, 'license-limit'],
      [5, 'license-limit'],
    ])
    const asked = t.h.seen
      .filter((r) => r.url.pathname === '/v1/download/license')
      .map((r) => (r.body as { contentChildId: number }).contentChildId)
    expect(asked).toEqual([1, 2, 3, 4])
    expect((await t.db.downloads.get(1))?.quality).toBe('360p')
  })

  it('queueing an episode already downloaded changes nothing and asks for no second licence', async () => {
    const t = downloadHarness()
    await t.h.login(1)
    const deps = t.context()
    await queueDownload(deps, request(11))
    await kickDownloader(deps)
    expect((await queueDownload(deps, request(11))).ok).toBe(true)
    expect(t.server.licenses.size).toBe(1)
    expect((await t.db.downloads.get(11))?.state).toBe('completed')
  })
})
