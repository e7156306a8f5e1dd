import { describe, expect, it } from 'vitest'
import { downloadHarness } from '../../../tests/helpers/download-harness'
import { autopilotRound, markArrived, planAhead, releaseToViewer, type WatchedEpisode } from './autopilot'
import { readAutopilotState, writeAutopilotSettings } from './autopilot-store'
import { recordBytes } from './budget'
import { kickDownloader } from './downloader'
import { writeDownloadSettings } from './settings'

// Myanmar time is UTC+06:30: 22:59 there is 16:29 UTC, 23:00 is 16:30 UTC, 07:00 is 00:30 UTC.
const MMT = (hhmm: string, day = '2025-01-01') => Date.parse(`${day}T${hhmm}:00+06:30`)

const EPISODES = [11, 12, 13, 14].map((id) => ({ id, title: `Episode ${id}` }))
const watching = (episodeId: number, titleId = 1): WatchedEpisode => ({
  titleId,
  title: 'A series',
  poster: '/p.jpg',
  episodeId,
  episodes: EPISODES,
  quality: '720p',
})

function setUp(
  spec: Record<number, { segments: number; paid?: boolean }> = {
    11: { segments: 6 },
    12: { segments: 6 },
    13: { segments: 6 },
    14: { segments: 6 },
  },
) {
  const t = downloadHarness(spec)
  const deps = t.context()
  const mediaHits = () => [...t.server.hits.keys()].filter((k) => k.endsWith('.m4s') || k.endsWith('.mp4'))
  return { t, deps, mediaHits }
}

describe('the night autopilot', () => {
  it('watching episode k of a series switched on plans k+1 … k+n with their sizes, and downloads nothing yet', async () => {
    const { t, deps, mediaHits } = setUp()
    await t.h.login(1)
    t.h.clock.set(MMT('20:00'))
    await writeAutopilotSettings(t.db, { series: [1], ahead: 2 })
    const planned = await planAhead(deps, watching(11))
    expect(planned.ok && planned.value.map((p) => p.episodeId)).toEqual([12, 13])
    const state = await readAutopilotState(t.db)
    for (const p of state.plan)
      expect(Math.abs(p.bytes - t.mediaBytes(p.episodeId, '720p')) / t.mediaBytes(p.episodeId, '720p')).toBeLessThan(0.05)
    expect(await t.db.downloads.count()).toBe(0)
    expect(t.server.licenses.size).toBe(0)
    expect(mediaHits()).toEqual([])
  })

  it('a series not switched on plans nothing; "everything in Continue watching" covers every series', async () => {
    const { t, deps } = setUp()
    await t.h.login(1)
    expect(await planAhead(deps, watching(11))).toEqual({ ok: true, value: [] })
    await writeAutopilotSettings(t.db, { everything: true, ahead: 1 })
    const planned = await planAhead(deps, watching(11, 7))
    expect(planned.ok && planned.value.map((p) => p.episodeId)).toEqual([12])
  })

  it('watching on moves the plan on: episodes no longer ahead leave it', async () => {
    const { t, deps } = setUp()
    await t.h.login(1)
    await writeAutopilotSettings(t.db, { series: [1], ahead: 2 })
    await planAhead(deps, watching(11))
    await planAhead(deps, watching(12))
    expect((await readAutopilotState(t.db)).plan.map((p) => p.episodeId)).toEqual([13, 14])
  })

  it('an episode the viewer may not watch (paid, no subscription) is not planned', async () => {
    const { t, deps } = setUp({ 11: { segments: 6 }, 12: { segments: 6, paid: true }, 13: { segments: 6 } })
    await t.h.login(1)
    await writeAutopilotSettings(t.db, { series: [1], ahead: 2 })
    const planned = await planAhead(deps, watching(11))
    expect(planned.ok && planned.value.map((p) => p.episodeId)).toEqual([13])
  })

  it('at 22:59 with the app open and day downloads allowed, nothing starts: no licence, no media', async () => {
    const { t, deps, mediaHits } = setUp()
    await t.h.login(1)
    await writeDownloadSettings(t.db, { nightOnly: false, wifiOnly: false })
    await writeAutopilotSettings(t.db, { series: [1], ahead: 2 })
    t.h.clock.set(MMT('22:59'))
    await planAhead(deps, watching(11))
    const report = await autopilotRound(deps)
    await kickDownloader(deps)
    expect(report.queued).toEqual([])
    expect(report.next).toBe(MMT('23:00'))
    expect(await t.db.downloads.count()).toBe(0)
    expect(t.server.licenses.size).toBe(0)
    expect(mediaHits()).toEqual([])
  })

  it('at 23:00 the plan becomes downloads, which complete in the window', async () => {
    const { t, deps } = setUp()
    await t.h.login(1)
    await writeAutopilotSettings(t.db, { series: [1], ahead: 2 })
    t.h.clock.set(MMT('21:00'))
    await planAhead(deps, watching(11))
    t.h.clock.set(MMT('23:00'))
    const report = await autopilotRound(deps)
    expect(report.queued).toEqual([12, 13])
    expect(report.next).toBe(MMT('07:00', '2025-01-02'))
    await kickDownloader(deps)
    expect((await t.db.downloads.bulkGet([12, 13])).map((r) => r?.state)).toEqual(['completed', 'completed'])
    const state = await readAutopilotState(t.db)
    expect(state.plan).toEqual([])
    expect(state.owned.map((o) => o.episodeId)).toEqual([12, 13])
  })

  it('at 07:00 what it queued and is not finished pauses, and goes on when the next night opens', async () => {
    const { t, deps, mediaHits } = setUp()
    await t.h.login(1)
    await writeAutopilotSettings(t.db, { series: [1], ahead: 1 })
    await planAhead(deps, watching(11))
    t.h.clock.set(MMT('06:59', '2025-01-02'))
    t.server.online = false
    // Offline at the window's start: nothing can be queued (the licence needs the network).
    expect((await autopilotRound(deps)).queued).toEqual([])
    t.server.online = true
    expect((await autopilotRound(deps)).queued).toEqual([12])
    t.h.clock.set(MMT('07:00', '2025-01-02'))
    const morning = await autopilotRound(deps)
    expect(morning.held).toEqual([12])
    expect(await t.db.downloads.get(12)).toMatchObject({ state: 'paused', waitReason: 'night' })
    await kickDownloader(deps)
    expect(mediaHits()).toEqual([])
    t.h.clock.set(MMT('23:00', '2025-01-02'))
    expect((await autopilotRound(deps)).resumed).toEqual([12])
    await kickDownloader(deps)
    expect((await t.db.downloads.get(12))?.state).toBe('completed')
  })

  it('a download it paused that the viewer resumes in the day is theirs: the autopilot does not pause it again', async () => {
    const { t, deps } = setUp()
    await t.h.login(1)
    await writeAutopilotSettings(t.db, { series: [1], ahead: 1 })
    await planAhead(deps, watching(11))
    t.h.clock.set(MMT('23:30'))
    await autopilotRound(deps)
    t.h.clock.set(MMT('07:00', '2025-01-02'))
    expect((await autopilotRound(deps)).held).toEqual([12])
    await releaseToViewer(deps, 12)
    const { resumeDownload } = await import('./queue')
    await resumeDownload(deps, 12)
    t.h.clock.set(MMT('07:20', '2025-01-02'))
    expect((await autopilotRound(deps)).held).toEqual([])
    await kickDownloader(deps)
    expect((await t.db.downloads.get(12))?.state).toBe('completed')
  })

  it('a download the viewer paused themselves is not resumed by the night', async () => {
    const { t, deps } = setUp()
    await t.h.login(1)
    await writeAutopilotSettings(t.db, { series: [1], ahead: 1 })
    await planAhead(deps, watching(11))
    t.h.clock.set(MMT('23:30'))
    await autopilotRound(deps)
    const { pauseDownload } = await import('./queue')
    await pauseDownload(deps, 12)
    t.h.clock.set(MMT('23:45'))
    expect((await autopilotRound(deps)).resumed).toEqual([])
    expect((await t.db.downloads.get(12))?.state).toBe('paused')
  })

  it("stays within tonight's budget: what does not fit waits for the next night", async () => {
    const { t, deps } = setUp()
    await t.h.login(1)
    await writeAutopilotSettings(t.db, { series: [1], ahead: 2 })
    const settings = await writeDownloadSettings(t.db, { budgetMb: 1, nightOnly: true })
    if (!settings.ok) throw new Error('refused')
    await planAhead(deps, watching(11))
    t.h.clock.set(MMT('23:00'))
    const one = (await readAutopilotState(t.db)).plan[0]?.bytes ?? 0
    // Tonight's budget has room for one episode and a half.
    await recordBytes(t.db, t.h.clock.now(), settings.value, 1_000_000 - Math.floor(one * 1.5))
    expect((await autopilotRound(deps)).queued).toEqual([12])
    expect((await readAutopilotState(t.db)).plan.map((p) => p.episodeId)).toEqual([13])
  })

  it('plans only what fits in the free space of the device', async () => {
    const { t, deps } = setUp()
    await t.h.login(1)
    await writeAutopilotSettings(t.db, { series: [1], ahead: 3 })
    const one = t.mediaBytes(12, '720p')
    t.storage.quota = Math.ceil((one * 2.5) / 0.9)
    const planned = await planAhead(deps, watching(11))
    expect(planned.ok && planned.value.map((p) => p.episodeId)).toEqual([12, 13])
  })

  it('the morning tells what arrived overnight until it is told; the line goes when the viewer has seen it', async () => {
    const { t, deps } = setUp()
    await t.h.login(1)
    await writeAutopilotSettings(t.db, { series: [1], ahead: 2 })
    await planAhead(deps, watching(11))
    t.h.clock.set(MMT('23:10'))
    await autopilotRound(deps)
    await kickDownloader(deps)
    expect((await autopilotRound(deps)).arrived).toBeNull()
    t.h.clock.set(MMT('07:00', '2025-01-02'))
    const morning = await autopilotRound(deps)
    expect(morning.arrived?.items.map((i) => i.episodeId)).toEqual([12, 13])
    expect(morning.arrived?.items.reduce((n, i) => n + i.bytes, 0)).toBeGreaterThan(0)
    // Until it is told, each round (the page's, or the worker's that found it) still has it to tell.
    expect((await autopilotRound(deps)).arrived?.items.map((i) => i.episodeId)).toEqual([12, 13])
    await markArrived(deps, { notified: true })
    expect((await autopilotRound(deps)).arrived).toBeNull()
    expect((await readAutopilotState(t.db)).arrived).toMatchObject({ seen: false, notified: true })
    await markArrived(deps, { seen: true })
    expect((await readAutopilotState(t.db)).arrived?.seen).toBe(true)
  })

  it('another viewer logging in finds none of the first viewer’s waiting episodes queued', async () => {
    const { t, deps } = setUp()
    await t.h.login(1)
    await writeAutopilotSettings(t.db, { series: [1], ahead: 1 })
    await planAhead(deps, watching(11))
    await t.h.login(2)
    t.h.clock.set(MMT('23:00'))
    expect((await autopilotRound(deps)).queued).toEqual([])
    expect((await readAutopilotState(t.db)).plan).toEqual([])
  })

  it('a damaged state row (another version, a hostile script) reads as nothing planned', async () => {
    const { t, deps } = setUp()
    await t.h.login(1)
    await t.db.kv.put({ key: 'autopilot', value: { plan: [{ episodeId: -1, bytes: 'lots' }], owned: 'x' } })
    t.h.clock.set(MMT('23:00'))
    expect((await autopilotRound(deps)).queued).toEqual([])
    expect(await t.db.downloads.count()).toBe(0)
  })
})
