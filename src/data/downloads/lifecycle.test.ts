import { describe, expect, it } from 'vitest'
import { DAY, downloadHarness, request } from '../../../tests/helpers/download-harness'
import { kickDownloader } from './downloader'
import { markPlayed, markWatched, playable, renewLicenses, sweepDownloads } from './lifecycle'
import { queueDownload } from './queue'
import { writeDownloadSettings } from './settings'

const HOUR = 3_600_000

async function downloaded(t: ReturnType<typeof downloadHarness>, episodeId = 11) {
  await t.h.login(1)
  const deps = t.context()
  expect((await queueDownload(deps, request(episodeId))).ok).toBe(true)
  await kickDownloader(deps)
  expect((await t.db.downloads.get(episodeId))?.state).toBe('completed')
  return deps
}

describe('licences, expiry and the clean-up', () => {
  it('a completed download is playable from its stored master until its licence ends', async () => {
    const t = downloadHarness()
    const deps = await downloaded(t)
    expect(await playable(t.db, 11, t.h.clock.now())).toMatchObject({ kind: 'ready', master: '/__downloads/11/master.m3u8' })
    expect(await playable(t.db, 11, t.h.clock.now() + 30 * DAY)).toMatchObject({
      kind: 'expired',
      row: { problem: { kind: 'license-expired' } },
    })
    t.h.clock.advance(30 * DAY)
    await sweepDownloads(deps)
    expect(await t.db.downloads.get(11)).toMatchObject({
      state: 'expired',
      problem: { kind: 'license-expired' },
      expiredAt: t.h.clock.now(),
    })
  })

  it('once played, a download plays for 48 hours at most, even with a 30-day licence and renewals', async () => {
    const t = downloadHarness()
    const deps = await downloaded(t)
    await markPlayed(deps, 11)
    t.h.clock.advance(47 * HOUR)
    await renewLicenses(deps)
    expect((await playable(t.db, 11, t.h.clock.now()))?.kind).toBe('ready')
    t.h.clock.advance(HOUR)
    expect((await playable(t.db, 11, t.h.clock.now()))?.kind).toBe('expired')
    // A second play does not move the first.
    await markPlayed(deps, 11)
    expect((await t.db.downloads.get(11))?.firstPlayedAt).toBe(t.h.clock.now() - 48 * HOUR)
    await renewLicenses(deps)
    await sweepDownloads(deps)
    expect((await t.db.downloads.get(11))?.state).toBe('expired')
  })

  it('licences are renewed quietly once a day while online, moving the 30-day end', async () => {
    const t = downloadHarness()
    const deps = await downloaded(t)
    const first = (await t.db.downloads.get(11))?.licenseExpiresAt ?? 0
    await renewLicenses(deps)
    expect(t.h.seen.filter((r) => r.url.pathname.endsWith('/renew'))).toHaveLength(0)
    t.h.clock.advance(DAY + 1)
    const r = await renewLicenses(deps)
    expect(r).toEqual({ ok: true, value: { renewed: [11], expired: [] } })
    expect((await t.db.downloads.get(11))?.licenseExpiresAt).toBe(first + DAY + 1)
    expect(await renewLicenses(t.context({ online: () => false }))).toEqual({ ok: true, value: { renewed: [], expired: [] } })
  })

  it('a renewal refused because the subscription ended expires the download; renewed later, it plays again', async () => {
    const t = downloadHarness({ 12: { segments: 4, paid: true } })
    await t.h.login(1)
    t.server.subscribed.add(1)
    const deps = await downloaded(t, 12)
    t.server.subscribed.delete(1)
    t.h.clock.advance(2 * DAY)
    expect(await renewLicenses(deps)).toEqual({ ok: true, value: { renewed: [], expired: [12] } })
    expect(await t.db.downloads.get(12)).toMatchObject({ state: 'expired', problem: { kind: 'subscription-ended' } })
    expect((await playable(t.db, 12, t.h.clock.now()))?.kind).toBe('expired')
    t.server.subscribed.add(1)
    t.h.clock.advance(DAY)
    await renewLicenses(deps)
    expect(await t.db.downloads.get(12)).toMatchObject({ state: 'completed', problem: null, expiredAt: null })
    expect((await playable(t.db, 12, t.h.clock.now()))?.kind).toBe('ready')
  })

  it("an expired download's bytes go 7 days after it expired, with its licence", async () => {
    const t = downloadHarness({ 12: { segments: 4, paid: true } })
    await t.h.login(1)
    t.server.subscribed.add(1)
    const deps = await downloaded(t, 12)
    t.server.subscribed.delete(1)
    t.h.clock.advance(2 * DAY)
    await renewLicenses(deps)
    t.h.clock.advance(7 * DAY - 1)
    await sweepDownloads(deps)
    expect(t.caches.paths().length).toBeGreaterThan(0)
    t.h.clock.advance(1)
    expect(await sweepDownloads(deps)).toMatchObject({ ok: true, value: { deleted: [12] } })
    expect(t.caches.paths()).toEqual([])
    expect(await t.db.downloads.count()).toBe(0)
    expect(await t.db.segments.count()).toBe(0)
  })

  it('smart downloads: a watched episode goes 24 hours later and the next episode of its title is queued', async () => {
    const t = downloadHarness({ 11: { segments: 3 }, 12: { segments: 3 }, 13: { segments: 3 } })
    const children = [11, 12, 13].map((id) => ({ id, title: `Ep ${id}`, description: '', episodePosterImg: '', isFree: true }))
    await t.h.db.content.put({
      id: 1,
      fetchedAt: 0,
      data: {
        id: 1,
        title: 'Series',
        description: '',
        contentType: 'series',
        bannerImg: '',
        sliderImg: '',
        posterImg: '/s.jpg',
        director: '',
        actors: '',
        supporters: '',
        novel: '',
        script: '',
        isFavorite: false,
        children,
        related: [],
      },
    })
    const deps = await downloaded(t, 11)
    await markWatched(deps, 11)
    t.h.clock.advance(24 * HOUR - 1)
    expect(await sweepDownloads(deps)).toMatchObject({ ok: true, value: { deleted: [], queued: [] } })
    t.h.clock.advance(1)
    expect(await sweepDownloads(deps)).toMatchObject({ ok: true, value: { deleted: [11], queued: [12] } })
    expect(await t.db.downloads.get(12)).toMatchObject({ episodeTitle: 'Ep 12', title: 'Series', quality: '720p' })
    await kickDownloader(deps)
    expect((await t.db.downloads.get(12))?.state).toBe('completed')
    expect(t.caches.paths().some((p) => p.startsWith('/__downloads/11/'))).toBe(false)
  })

  it('with smart downloads off, a watched episode stays', async () => {
    const t = downloadHarness()
    const deps = await downloaded(t)
    await writeDownloadSettings(t.db, { smart: false })
    await markWatched(deps, 11)
    t.h.clock.advance(2 * DAY)
    await sweepDownloads(deps)
    expect((await t.db.downloads.get(11))?.state).toBe('completed')
  })

  it('bytes no download names are swept away', async () => {
    const t = downloadHarness()
    const deps = await downloaded(t)
    const cache = await t.caches.open('downloads-v1')
    await cache.put('/__downloads/99/720p/init.mp4', new Response('x'))
    await sweepDownloads(deps)
    expect(t.caches.paths().some((p) => p.startsWith('/__downloads/99/'))).toBe(false)
    expect(t.caches.paths().some((p) => p.startsWith('/__downloads/11/'))).toBe(true)
  })
})
