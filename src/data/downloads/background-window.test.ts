import { describe, expect, it } from 'vitest'
import { DownloadsDb } from './db'
import { AUTOPILOT_STATE_KEY } from './autopilot-store'
import { SLOW_LINK_BPS, boundToNightWindow, windowRoomBytes } from './background-window'
import { GUARDED_BATCH_BYTES, startBackgroundFetch, type BackgroundDeps } from './background-fetch'
import { BYTES_PER_MB } from './policy'
import { fakeBackgroundFetch, liveUrl, seedDownload } from '../../../tests/helpers/fake-background-fetch'
import { testSettings } from '../../../tests/helpers/download-rows'

const mmt = (iso: string) => Date.parse(`${iso}+06:30`)
const night = testSettings({ nightStartMin: 23 * 60, nightEndMin: 7 * 60 })
const MB = BYTES_PER_MB
const FILES = Array.from({ length: 100 }, (_, i) => `360p/l0/seg_${String(i).padStart(3, '0')}.m4s`)
/** 100 files of 1 MB each. */
const meta = { title: 'Episode', downloadTotal: 100 * MB, settings: testSettings() }

async function autopilotDownload(now: number, rateBps: number | null) {
  const db = new DownloadsDb(`bgw-${Math.random().toString(36).slice(2)}`)
  const bf = fakeBackgroundFetch()
  await seedDownload(db, 12, { paths: FILES, done: 0 })
  await db.downloads.update(12, { rateBps })
  await db.kv.put({
    key: AUTOPILOT_STATE_KEY,
    value: { plan: [], owned: [{ episodeId: 12, createdAt: 1_000, bytes: 100 * MB, held: false }], arrived: null },
  })
  const deps: BackgroundDeps = { db, now: () => now, online: () => true, connectionType: () => undefined, ...bf.deps }
  const files = FILES.map((path) => ({ path, url: liveUrl(12, path) }))
  return { db, bf, deps, files }
}

describe('a batch bound to the night window ends inside it', () => {
  it('hands the browser nothing within the window’s last 15 minutes, nor once it has closed', () => {
    expect(windowRoomBytes(mmt('2026-11-27T06:45:00'), night, 1_000_000)).toBe(0)
    expect(windowRoomBytes(mmt('2026-11-27T06:59:00'), night, 1_000_000)).toBe(0)
    expect(windowRoomBytes(mmt('2026-11-27T07:00:00'), night, 1_000_000)).toBe(0)
    expect(windowRoomBytes(mmt('2026-11-27T12:00:00'), night, 1_000_000)).toBe(0)
  })

  it('sizes a batch by the time left before the cutoff at half the rate the link has shown', () => {
    // 06:35: 10 minutes before the cutoff, at 200 kB/s measured (100 kB/s counted): 60 MB.
    expect(windowRoomBytes(mmt('2026-11-27T06:35:00'), night, 200_000)).toBe(60 * MB)
    // A slower link over the same time gets a smaller batch.
    expect(windowRoomBytes(mmt('2026-11-27T06:35:00'), night, 20_000)).toBe(6 * MB)
  })

  it('counts on a slow 3G link where no rate is measured yet, or where the stored rate is nonsense', () => {
    const at = mmt('2026-11-27T06:35:00')
    const slow = (SLOW_LINK_BPS * (10 * 60_000)) / 1000
    for (const rate of [null, undefined, 0, -5, Number.NaN, Number.POSITIVE_INFINITY]) expect(windowRoomBytes(at, night, rate)).toBe(slow)
  })

  it('a window of the whole day has no end to keep to', () => {
    expect(windowRoomBytes(mmt('2026-11-27T06:59:00'), testSettings({ nightStartMin: 0, nightEndMin: 0 }), null)).toBe(Infinity)
  })

  it('the night rule or the autopilot’s own download binds a download to the window; the viewer’s own does not', async () => {
    const { db } = await autopilotDownload(0, null)
    expect(await boundToNightWindow(db, { episodeId: 12, createdAt: 1_000 }, { nightOnly: false })).toBe(true)
    // A later download of the same episode (the viewer's own, after the autopilot's was deleted) is not the autopilot's.
    expect(await boundToNightWindow(db, { episodeId: 12, createdAt: 2_000 }, { nightOnly: false })).toBe(false)
    expect(await boundToNightWindow(db, { episodeId: 13, createdAt: 1_000 }, { nightOnly: false })).toBe(false)
    expect(await boundToNightWindow(db, { episodeId: 13, createdAt: 1_000 }, { nightOnly: true })).toBe(true)
  })

  it('an autopilot download at 06:50 is not handed to Background Fetch: the page fetches it, and stops at 07:00', async () => {
    const { bf, deps, files } = await autopilotDownload(mmt('2026-11-27T06:50:00'), 1_000_000)
    expect(await startBackgroundFetch(deps, 12, files, meta)).toBe(false)
    expect(bf.calls).toEqual([])
  })

  it('an autopilot download at 06:35 hands over only what the measured rate fetches by 06:45', async () => {
    const { bf, deps, files } = await autopilotDownload(mmt('2026-11-27T06:35:00'), 20_000)
    expect(await startBackgroundFetch(deps, 12, files, meta)).toBe(true)
    // 10 min × 10 kB/s = 6 MB: six files of 1 MB.
    expect(bf.calls[0]!.urls).toHaveLength(6)
    expect(bf.calls[0]!.downloadTotal).toBe(6 * MB)
  })

  it('an autopilot download early in the night still gets a full guarded batch', async () => {
    const { bf, deps, files } = await autopilotDownload(mmt('2026-11-27T01:00:00'), null)
    expect(await startBackgroundFetch(deps, 12, files, meta)).toBe(true)
    expect(bf.calls[0]!.urls).toHaveLength(GUARDED_BATCH_BYTES / MB)
  })

  it('under the night rule, a batch near the end is sized the same way', async () => {
    const { db, bf, deps, files } = await autopilotDownload(mmt('2026-11-27T06:40:00'), null)
    await db.kv.put({ key: AUTOPILOT_STATE_KEY, value: { plan: [], owned: [], arrived: null } })
    const nightRule = { ...meta, settings: testSettings({ nightOnly: true }) }
    expect(await startBackgroundFetch(deps, 12, files, nightRule)).toBe(true)
    // 5 min × 25 kB/s = 7.5 MB: seven whole files.
    expect(bf.calls[0]!.urls).toHaveLength(7)
  })
})
