import { describe, expect, it } from 'vitest'
import { DownloadsDb } from './db'
import type { DownloadSettings } from './types'
import { recordBytes } from './budget'
import { BYTES_PER_MB } from './policy'
import {
  GUARDED_BATCH_BYTES,
  registerPeriodicDownloads,
  abortBackgroundFetch,
  backgroundFetchInFlight,
  episodeOfBackgroundFetch,
  handoffKey,
  offKey,
  startBackgroundFetch,
  type BackgroundDeps,
} from './background-fetch'
import { withGlobal } from '../../../tests/helpers/data-harness'
import { DEFAULT_PATHS, fakeBackgroundFetch, liveUrl, seedDownload } from '../../../tests/helpers/fake-background-fetch'
import { testSettings } from '../../../tests/helpers/download-rows'

const mmt = (iso: string) => Date.parse(`${iso}+06:30`)
const freshDownloadsDb = () => new DownloadsDb(`bgf-${Math.random().toString(36).slice(2)}`)

const settings = testSettings

function setup(connectionType?: string) {
  const db = freshDownloadsDb()
  const bf = fakeBackgroundFetch()
  const deps: BackgroundDeps = {
    db,
    now: () => mmt('2026-11-26T01:00:00'),
    online: () => true,
    connectionType: () => connectionType,
    ...bf.deps,
  }
  return { db, bf, deps }
}

const missing = (episodeId: number, paths = DEFAULT_PATHS.slice(2)) => paths.map((path) => ({ path, url: liveUrl(episodeId, path) }))
const meta = (s: DownloadSettings, downloadTotal = 4_000_000) => ({ title: 'Episode 1', downloadTotal, settings: s })

describe('handing an episode to Background Fetch', () => {
  it('hands off the missing files under the id dl:<episode>, with the title and a total the estimate fits in', async () => {
    const { db, bf, deps } = setup()
    await seedDownload(db, 12)
    expect(await startBackgroundFetch(deps, 12, missing(12), meta(settings()))).toBe(true)
    expect(bf.calls).toHaveLength(1)
    expect(bf.calls[0]).toMatchObject({ id: 'dl:12', title: 'Episode 1', urls: missing(12).map((f) => f.url) })
    // The browser shows the figure the row shows: the estimate itself, not padded.
    expect(bf.calls[0]!.downloadTotal).toBe(4_000_000)
    expect(await backgroundFetchInFlight(deps, 12)).toBe(true)
    // A second call while it runs hands nothing off again: the bytes would be paid for twice.
    expect(await startBackgroundFetch(deps, 12, missing(12), meta(settings()))).toBe(true)
    expect(bf.calls).toHaveLength(1)
  })

  it('answers false, for the page to download, where the browser has no Background Fetch or refuses it', async () => {
    const { db, bf, deps } = setup()
    await seedDownload(db, 12)
    expect(await startBackgroundFetch({ ...deps, backgroundFetch: async () => null }, 12, missing(12), meta(settings()))).toBe(false)
    bf.state.refuse = true
    expect(await startBackgroundFetch(deps, 12, missing(12), meta(settings()))).toBe(false)
    expect(await db.kv.get(handoffKey(12))).toBeUndefined()
    expect(await startBackgroundFetch(deps, 12, [], meta(settings()))).toBe(false)
    expect(await startBackgroundFetch(deps, 99, missing(99), meta(settings()))).toBe(false)
  })

  it('without settings passed the stored ones apply', async () => {
    const { db, bf, deps } = setup('cellular')
    await seedDownload(db, 12)
    // No stored settings: the defaults hold (Wi-Fi only where the browser tells the type).
    expect(await startBackgroundFetch(deps, 12, missing(12), { title: 'E', downloadTotal: 1000 })).toBe(false)
    await db.kv.put({ key: 'settings', value: settings() })
    expect(await startBackgroundFetch(deps, 12, missing(12), { title: 'E', downloadTotal: 1000 })).toBe(true)
    expect(bf.calls).toHaveLength(1)
  })

  it('never hands off on cellular under the Wi-Fi rule, nor outside the night window', async () => {
    const cell = setup('cellular')
    await seedDownload(cell.db, 12)
    expect(await startBackgroundFetch(cell.deps, 12, missing(12), meta(settings({ wifiOnly: true })))).toBe(false)
    const day = setup()
    await seedDownload(day.db, 12)
    expect(
      await startBackgroundFetch(
        { ...day.deps, now: () => mmt('2026-11-26T12:00:00') },
        12,
        missing(12),
        meta(settings({ nightOnly: true })),
      ),
    ).toBe(false)
    expect([...cell.bf.calls, ...day.bf.calls]).toEqual([])
  })

  it('a batch handed to the browser can never pass tonight’s budget: it holds only what fits, and the browser is told that ceiling', async () => {
    const { db, bf, deps } = setup()
    await seedDownload(db, 12, {
      paths: ['master.m3u8', '720p/index.m3u8', ...Array.from({ length: 40 }, (_, i) => `720p/l0/seg_${String(i).padStart(3, '0')}.m4s`)],
    })
    const s = settings({ budgetMb: 100 })
    await recordBytes(db, deps.now(), s, 70 * BYTES_PER_MB)
    const files = Array.from({ length: 40 }, (_, i) => `720p/l0/seg_${String(i).padStart(3, '0')}.m4s`)
    // 40 files of 2 MB each; 30 MB left: 15 files.
    expect(await startBackgroundFetch(deps, 12, missing(12, files), meta(s, 80 * BYTES_PER_MB))).toBe(true)
    expect(bf.calls[0]!.urls).toHaveLength(15)
    expect(bf.calls[0]!.downloadTotal).toBe(30 * BYTES_PER_MB)
  })

  it('a batch under the night rule is small enough that the window’s end costs at most one batch of day data', async () => {
    const { db, bf, deps } = setup()
    const files = Array.from({ length: 100 }, (_, i) => `720p/l0/seg_${String(i).padStart(3, '0')}.m4s`)
    await seedDownload(db, 12, { paths: files, done: 0 })
    expect(await startBackgroundFetch(deps, 12, missing(12, files), meta(settings({ nightOnly: true }), 200 * BYTES_PER_MB))).toBe(true)
    expect(bf.calls[0]!.urls).toHaveLength(GUARDED_BATCH_BYTES / (2 * BYTES_PER_MB))
  })

  it('without an estimate of the bytes, hands nothing off where a budget or a guarded rule must bound the batch', async () => {
    for (const s of [settings({ budgetMb: 100 }), settings({ nightOnly: true })]) {
      const { db, bf, deps } = setup()
      await seedDownload(db, 12)
      expect(await startBackgroundFetch(deps, 12, missing(12), meta(s, 0))).toBe(false)
      expect(bf.calls).toEqual([])
    }
    const { db, bf, deps } = setup()
    await seedDownload(db, 12)
    expect(await startBackgroundFetch(deps, 12, missing(12), meta(settings(), 0))).toBe(true)
    expect(bf.calls[0]).toMatchObject({ downloadTotal: 0, urls: missing(12).map((f) => f.url) })
  })

  it('a finished batch whose worker event is still running does not count as in flight', async () => {
    const { db, bf, deps } = setup()
    await seedDownload(db, 12)
    await startBackgroundFetch(deps, 12, missing(12), meta(settings()))
    Object.assign(bf.active.get('dl:12')!, { result: 'success' })
    expect(await backgroundFetchInFlight(deps, 12)).toBe(false)
  })

  it('a path that leaves the episode’s stream root is never handed off', async () => {
    for (const path of ['../../1/720p/init.mp4', '/etc/x', '720p/../../x', '720p/./x', 'a//b', '720p/seg?.m4s', '']) {
      const { db, bf, deps } = setup()
      await seedDownload(db, 12)
      expect(await startBackgroundFetch(deps, 12, [...missing(12), { path, url: liveUrl(12, 'x') }], meta(settings())), path).toBe(false)
      expect(bf.calls, path).toEqual([])
    }
  })

  it('a previous viewer’s batch still running for the same episode is stopped, not adopted', async () => {
    const { db, bf, deps } = setup()
    await seedDownload(db, 12, { userId: 7 })
    await startBackgroundFetch(deps, 12, missing(12), meta(settings()))
    const first = bf.active.get('dl:12')!
    await db.downloads.clear()
    await seedDownload(db, 12, { userId: 8, createdAt: 2_000 })
    expect(await startBackgroundFetch(deps, 12, missing(12), meta(settings()))).toBe(true)
    expect(first.aborted).toBe(true)
    expect(bf.calls).toHaveLength(2)
    expect((await db.kv.get(handoffKey(12)))?.value).toMatchObject({ userId: 8, rowCreatedAt: 2_000 })
  })

  it('cancel drops the hand-off before stopping the fetch; pause keeps it so received files are kept', async () => {
    const { db, bf, deps } = setup()
    await seedDownload(db, 12)
    await startBackgroundFetch(deps, 12, missing(12), meta(settings()))
    await abortBackgroundFetch(deps, 12, true)
    expect(await db.kv.get(handoffKey(12))).toBeDefined()
    expect(await backgroundFetchInFlight(deps, 12)).toBe(false)
    await startBackgroundFetch(deps, 12, missing(12), meta(settings()))
    await abortBackgroundFetch(deps, 12, false)
    expect(await db.kv.get(handoffKey(12))).toBeUndefined()
    expect(bf.calls).toHaveLength(2)
  })

  it('a cancelled download leaves no mark of a stalled fetch behind', async () => {
    const { db, deps } = setup()
    await seedDownload(db, 12)
    await db.kv.put({ key: offKey(12), value: 1_000 })
    await abortBackgroundFetch(deps, 12, true)
    expect(await db.kv.get(offKey(12))).toBeDefined()
    await abortBackgroundFetch(deps, 12, false)
    expect(await db.kv.get(offKey(12))).toBeUndefined()
  })

  it('reads only well-formed download ids', () => {
    expect(episodeOfBackgroundFetch('dl:12')).toBe(12)
    for (const id of ['dl:', 'dl:0', 'dl:-1', 'dl:1.5', 'dl:12 ', 'xdl:12', 'dl:1e3', 'dl:99999999999999999', 'other'])
      expect(episodeOfBackgroundFetch(id), id).toBeNull()
  })
})

describe('Periodic Background Sync', () => {
  function browser(permission: PermissionState, active = true) {
    const registered: Array<{ tag: string; minInterval: number }> = []
    const nav = {
      permissions: {
        query: async ({ name }: { name: string }) => ({ state: name === 'periodic-background-sync' ? permission : 'denied' }),
      },
      serviceWorker: {
        getRegistration: async () => ({
          active: active ? {} : null,
          periodicSync: { register: async (tag: string, options: { minInterval: number }) => void registered.push({ tag, ...options }) },
        }),
      },
    }
    return { nav, registered }
  }

  it('registers the tag downloads only where the browser grants it to the installed app', async () => {
    const granted = browser('granted')
    expect(await withGlobal('navigator', granted.nav, () => registerPeriodicDownloads())).toBe(true)
    expect(granted.registered).toEqual([{ tag: 'downloads', minInterval: 3_600_000 }])
    for (const b of [browser('denied'), browser('prompt'), browser('granted', false)]) {
      expect(await withGlobal('navigator', b.nav, () => registerPeriodicDownloads())).toBe(false)
      expect(b.registered).toEqual([])
    }
    expect(await withGlobal('navigator', {}, () => registerPeriodicDownloads())).toBe(false)
  })
})
