import { describe, expect, it } from 'vitest'
import { downloadHarness, request } from '../../../tests/helpers/download-harness'
import { budgetUsed, recordBytes } from './budget'
import { kickDownloader } from './downloader'
import { queueDownload } from './queue'
import { readDownloadSettings, writeDownloadSettings } from './settings'

const mediaHits = (t: ReturnType<typeof downloadHarness>) => [...t.server.hits.keys()].filter((k) => !k.endsWith('master.m3u8')).length

describe("the viewer's data plan, as the downloader applies it", () => {
  it('Wi-Fi only: on mobile data a queued download waits for Wi-Fi, fetching nothing, and goes on Wi-Fi', async () => {
    const t = downloadHarness()
    t.env.connectionType = 'cellular'
    await t.h.login(1)
    const deps = t.context()
    await queueDownload(deps, request(11))
    const report = await kickDownloader(deps)
    expect(report.held).toEqual({ reason: 'wifi', until: null })
    expect(await t.db.downloads.get(11)).toMatchObject({ state: 'waiting', waitReason: 'wifi' })
    expect(mediaHits(t)).toBe(0)
    t.env.connectionType = 'wifi'
    await kickDownloader(deps)
    expect((await t.db.downloads.get(11))?.state).toBe('completed')
  })

  it("where the browser can't tell the connection, Wi-Fi only starts off and downloads go", async () => {
    const t = downloadHarness()
    await t.h.login(1)
    const deps = t.context()
    expect((await readDownloadSettings(t.db, false)).wifiOnly).toBe(false)
    expect((await readDownloadSettings(t.db, true)).wifiOnly).toBe(true)
    await queueDownload(deps, request(11))
    await kickDownloader(deps)
    expect((await t.db.downloads.get(11))?.state).toBe('completed')
  })

  it('night only: at 16:30 Myanmar time it waits until 23:00 (16:30 UTC); at 02:30 after midnight it downloads', async () => {
    const t = downloadHarness()
    await t.h.login(1)
    await writeDownloadSettings(t.db, { nightOnly: true })
    const deps = t.context()
    t.h.clock.set(Date.parse('2025-01-01T10:00:00Z'))
    await queueDownload(deps, request(11))
    const report = await kickDownloader(deps)
    expect(report.held).toEqual({ reason: 'night', until: Date.parse('2025-01-01T16:30:00Z') })
    expect(await t.db.downloads.get(11)).toMatchObject({ state: 'waiting', waitReason: 'night' })
    expect(mediaHits(t)).toBe(0)
    t.h.clock.set(Date.parse('2025-01-01T20:00:00Z'))
    await kickDownloader(deps)
    expect((await t.db.downloads.get(11))?.state).toBe('completed')
  })

  it("the budget stops a download once tonight's received bytes reach it, and the next window lets it finish", async () => {
    const t = downloadHarness()
    await t.h.login(1)
    const settings = await writeDownloadSettings(t.db, { budgetMb: 1 })
    if (!settings.ok) throw new Error('settings refused')
    const deps = t.context()
    await recordBytes(t.db, t.h.clock.now(), settings.value, 1_000_000 - 1500)
    await queueDownload(deps, request(11))
    const report = await kickDownloader(deps)
    expect(report.held?.reason).toBe('budget')
    const row = await t.db.downloads.get(11)
    expect(row).toMatchObject({ state: 'waiting', waitReason: 'budget' })
    expect(row?.segmentsDone).toBeLessThan(row?.segmentsTotal ?? 0)
    // Counted from what arrived: the bytes in the store, plus the master's untrimmed length.
    const used = await budgetUsed(t.db, t.h.clock.now(), settings.value)
    expect(used).toBeGreaterThanOrEqual(1_000_000)
    expect(used - (1_000_000 - 1500)).toBe(t.server.bytesSent)
    t.h.clock.set(report.held?.until ?? 0)
    await kickDownloader(deps)
    expect((await t.db.downloads.get(11))?.state).toBe('completed')
  })

  it('settings are parsed on the way out: a damaged row reads as the defaults, and an invalid change is refused whole', async () => {
    const t = downloadHarness()
    await t.db.kv.put({ key: 'settings', value: { wifiOnly: 'yes', nightStartMin: 99999 } })
    expect(await readDownloadSettings(t.db, true)).toEqual({
      wifiOnly: true,
      nightOnly: false,
      nightStartMin: 1380,
      nightEndMin: 420,
      budgetMb: null,
      smart: true,
      quality: null,
    })
    expect((await writeDownloadSettings(t.db, { budgetMb: -5 }, true)).ok).toBe(false)
    expect(await writeDownloadSettings(t.db, { budgetMb: 300, quality: '360p' }, true)).toMatchObject({
      ok: true,
      value: { budgetMb: 300, quality: '360p' },
    })
    expect((await readDownloadSettings(t.db, true)).budgetMb).toBe(300)
  })
})
