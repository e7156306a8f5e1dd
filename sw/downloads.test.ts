import { describe, expect, it } from 'vitest'
import { DownloadsDb } from '../src/data/downloads/db'
import { DOWNLOADS_CACHE, storedFile } from '../src/data/downloads/layout'
import type { DownloadSettings } from '../src/data/downloads/types'
import { budgetUsed } from '../src/data/downloads/budget'
import { abortBackgroundFetch, handoffKey, startBackgroundFetch, type BackgroundDeps } from '../src/data/downloads/background-fetch'
import { DEFAULT_PATHS, fakeBackgroundFetch, liveUrl, seedDownload } from '../tests/helpers/fake-background-fetch'
import { memoryCacheStorage } from '../tests/helpers/memory-cache-storage'
import { storeBackgroundFetch } from '../src/data/downloads/background-store'
import { enforceRulesOnBackgroundFetches, followBackgroundFetches } from './downloads'
import { AUTOPILOT_STATE_KEY } from '../src/data/downloads/autopilot-store'
import { testSettings } from '../tests/helpers/download-rows'

const mmt = (iso: string) => Date.parse(`${iso}+06:30`)
const NOW = mmt('2026-11-26T01:00:00')

const settings = testSettings

const MISSING = DEFAULT_PATHS.slice(2)
const bytesOf = (path: string) => 1000 + path.length

/** A whole answer for a file, as the media route gives it. */
const answer = (url: string) => {
  const body = new Uint8Array(bytesOf(url.split('.GRANT/')[1] ?? url)).fill(7)
  return new Response(body, { headers: { 'content-type': 'video/mp4', 'content-length': String(body.byteLength) } })
}

async function setup(s: DownloadSettings = settings()) {
  const db = new DownloadsDb(`sw-dl-${Math.random().toString(36).slice(2)}`)
  await db.kv.put({ key: 'settings', value: s })
  const bf = fakeBackgroundFetch()
  const store = memoryCacheStorage()
  const page: BackgroundDeps = { db, now: () => NOW, online: () => true, connectionType: () => undefined, ...bf.deps }
  const worker = { db, caches: store.caches, now: () => NOW + 60_000, connectionType: () => undefined }
  await seedDownload(db, 12)
  const files = MISSING.map((path) => ({ path, url: liveUrl(12, path) }))
  expect(await startBackgroundFetch(page, 12, files, { title: 'Episode', downloadTotal: 10_000, settings: s })).toBe(true)
  return { db, bf, store, page, worker }
}

const storedPaths = (episodeId: number, paths: string[]) => paths.map((p) => storedFile(episodeId, p)).sort()

describe('the worker on backgroundfetchsuccess', () => {
  it('puts each file at its key, marks its segment done with its bytes, and completes the download', async () => {
    const { db, bf, store, worker } = await setup()
    const outcome = await storeBackgroundFetch(worker, bf.finish('dl:12', answer))
    expect(outcome).toEqual({ stored: 4, received: MISSING.reduce((n, p) => n + bytesOf(p), 0), completed: true })
    expect(store.paths(DOWNLOADS_CACHE)).toEqual(storedPaths(12, MISSING))
    const stored = await (await store.caches.open(DOWNLOADS_CACHE)).match(storedFile(12, '720p/init.mp4'))
    expect((await stored!.arrayBuffer()).byteLength).toBe(bytesOf('720p/init.mp4'))
    const segments = await db.segments.where('episodeId').equals(12).sortBy('index')
    expect(segments.every((s) => s.done)).toBe(true)
    expect(segments.slice(2).map((s) => s.bytes)).toEqual(MISSING.map(bytesOf))
    const row = (await db.downloads.get(12))!
    expect(row).toMatchObject({ state: 'completed', segmentsDone: 6, completedAt: NOW + 60_000, waitReason: null, problem: null })
    expect(row.bytesDone).toBe(200 + MISSING.reduce((n, p) => n + bytesOf(p), 0))
    expect(row.bytesTotal).toBe(row.bytesDone)
    expect(await db.kv.get(handoffKey(12))).toBeUndefined()
  })

  it('bytes the browser received count toward tonight’s budget', async () => {
    const { db, bf, worker } = await setup(settings({ nightOnly: true, budgetMb: 500 }))
    await storeBackgroundFetch(worker, bf.finish('dl:12', answer))
    expect(await budgetUsed(db, NOW, settings({ nightOnly: true }))).toBe(MISSING.reduce((n, p) => n + bytesOf(p), 0))
  })

  it('a record for an address the batch never listed is never stored', async () => {
    const { db, bf, store, worker } = await setup()
    const hostile = [
      liveUrl(12, 'master.m3u8'),
      liveUrl(12, '720p/../../13/master.m3u8'),
      'https://evil.test/media/e/12/x/720p/init.mp4',
      liveUrl(13, '720p/init.mp4'),
    ]
    await storeBackgroundFetch(
      worker,
      bf.finish('dl:12', (url) => (MISSING.some((p) => url === liveUrl(12, p)) ? undefined : answer(url)), hostile),
    )
    expect(store.paths(DOWNLOADS_CACHE)).toEqual([])
    expect((await db.downloads.get(12))!.state).toBe('downloading')
  })

  it('a batch finishing after logout never fills the next viewer’s download of the same episode', async () => {
    const { db, bf, store, worker } = await setup()
    await db.downloads.clear()
    await db.segments.clear()
    await seedDownload(db, 12, { userId: 8, createdAt: 5_000 })
    expect(await storeBackgroundFetch(worker, bf.finish('dl:12', answer))).toMatchObject({ stored: 0, completed: false })
    expect(store.paths(DOWNLOADS_CACHE)).toEqual([])
    expect((await db.segments.where('episodeId').equals(12).toArray()).filter((s) => s.done)).toHaveLength(2)
  })

  it('a cancelled download’s batch stores nothing, even when the worker wakes before the row is gone', async () => {
    const { db, bf, store, page, worker } = await setup()
    const registration = bf.finish('dl:12', answer)
    await abortBackgroundFetch(page, 12, false)
    expect(await storeBackgroundFetch(worker, registration)).toMatchObject({ stored: 0 })
    expect(store.paths(DOWNLOADS_CACHE)).toEqual([])
    expect((await db.segments.where('episodeId').equals(12).toArray()).filter((s) => s.done)).toHaveLength(2)
  })

  it('a truncated, partial or failed answer is never stored, and its file stays missing for the page engine', async () => {
    const { db, bf, store, worker } = await setup()
    const registration = bf.finish('dl:12', (url) => {
      if (url.endsWith('init.mp4')) return new Response(new Uint8Array(10), { headers: { 'content-length': '5000' } })
      if (url.endsWith('l0/seg_000.m4s')) return new Response(new Uint8Array(10), { status: 206 })
      if (url.endsWith('l0/seg_001.m4s')) return new Error('network cut')
      return answer(url)
    })
    expect(await storeBackgroundFetch(worker, registration)).toMatchObject({ stored: 1, completed: false })
    expect(store.paths(DOWNLOADS_CACHE)).toEqual(storedPaths(12, ['720p/l1/seg_000.m4s']))
    const row = (await db.downloads.get(12))!
    expect(row).toMatchObject({ state: 'downloading', segmentsDone: 3, completedAt: null })
    const missing = (await db.segments.where('episodeId').equals(12).toArray()).filter((s) => !s.done).map((s) => s.path)
    expect(missing.sort()).toEqual(['720p/init.mp4', '720p/l0/seg_000.m4s', '720p/l0/seg_001.m4s'])
  })

  it('on failure or abort, files that did arrive are kept (they are paid for) and the rest left to resume', async () => {
    const { db, bf, store, worker } = await setup()
    const registration = bf.finish('dl:12', (url) => (url.endsWith('.m4s') ? undefined : answer(url)))
    expect(await storeBackgroundFetch(worker, registration)).toMatchObject({ stored: 1, completed: false })
    expect(store.paths(DOWNLOADS_CACHE)).toEqual(storedPaths(12, ['720p/init.mp4']))
    expect((await db.downloads.get(12))!.segmentsDone).toBe(3)
  })

  it('a full disk keeps what fit and marks nothing it did not store', async () => {
    const { db, bf, store, worker } = await setup()
    store.state.failPutAfter = 2
    expect(await storeBackgroundFetch(worker, bf.finish('dl:12', answer))).toMatchObject({ stored: 2, completed: false })
    const segments = await db.segments.where('episodeId').equals(12).sortBy('index')
    for (const s of segments) expect(s.done, s.path).toBe(store.paths(DOWNLOADS_CACHE).includes(storedFile(12, s.path)) || s.index < 2)
    expect((await db.downloads.get(12))!.segmentsDone).toBe(4)
  })

  it('a download deleted while its files were being stored keeps no bytes', async () => {
    const { db, bf, store, worker } = await setup()
    const caches = {
      open: async (name: string) => {
        const cache = await store.caches.open(name)
        return Object.assign(Object.create(cache) as Cache, {
          put: async (key: RequestInfo, response: Response) => {
            await cache.put(key, response)
            await db.downloads.delete(12)
          },
        })
      },
    } as unknown as CacheStorage
    expect(await storeBackgroundFetch({ ...worker, caches }, bf.finish('dl:12', answer))).toMatchObject({ stored: 0, completed: false })
    expect(store.paths(DOWNLOADS_CACHE)).toEqual([])
  })

  it('an expired or completed download is never reopened by a late batch', async () => {
    const { db, bf, store, worker } = await setup()
    await db.downloads.update(12, { state: 'expired' })
    await storeBackgroundFetch(worker, bf.finish('dl:12', answer))
    expect(store.paths(DOWNLOADS_CACHE)).toEqual([])
    expect((await db.downloads.get(12))!.state).toBe('expired')
  })

  it('an id that is not a download’s is left alone', async () => {
    const { bf, store, worker } = await setup()
    const registration = bf.finish('dl:12', answer)
    for (const id of ['dl:12x', 'other', 'dl:012'])
      expect(await storeBackgroundFetch(worker, { ...registration, id }), id).toEqual({ stored: 0, received: 0, completed: false })
    expect(store.paths(DOWNLOADS_CACHE)).toEqual([])
  })
})

describe('the worker applying the data plan to running batches', () => {
  it('a batch still running when the night window closes is stopped, keeping what arrived', async () => {
    const { db, bf } = await setup(settings({ nightOnly: true }))
    const deps = { db, now: () => mmt('2026-11-26T07:30:00'), online: () => true, connectionType: () => undefined, ...bf.deps }
    expect(await enforceRulesOnBackgroundFetches(deps)).toBe(1)
    expect(await bf.manager.get('dl:12')).toBeUndefined()
    expect(await db.kv.get(handoffKey(12))).toBeDefined()
  })

  it('the autopilot’s batch still running at 07:00 is stopped though the viewer’s rules allow the day; the viewer’s own is not', async () => {
    const { db, bf } = await setup(settings())
    const owned = (createdAt: number) => ({ plan: [], owned: [{ episodeId: 12, createdAt, bytes: 10_000, held: false }], arrived: null })
    const day = { db, now: () => mmt('2026-11-26T07:05:00'), online: () => true, connectionType: () => undefined, ...bf.deps }
    // Another download of the same episode was the autopilot's: this one is the viewer's, and runs on.
    await db.kv.put({ key: AUTOPILOT_STATE_KEY, value: owned(999) })
    expect(await enforceRulesOnBackgroundFetches(day)).toBe(0)
    await db.kv.put({ key: AUTOPILOT_STATE_KEY, value: owned(1_000) })
    // Inside the window it runs on.
    expect(await enforceRulesOnBackgroundFetches({ ...day, now: () => mmt('2026-11-26T06:30:00') })).toBe(0)
    expect(await enforceRulesOnBackgroundFetches(day)).toBe(1)
    expect(await bf.manager.get('dl:12')).toBeUndefined()
    expect(await db.kv.get(handoffKey(12))).toBeDefined()
  })

  it('leaves a batch alone while the rules hold, or while only the network is missing', async () => {
    const { db, bf } = await setup(settings({ nightOnly: true }))
    const base = { db, now: () => NOW, online: () => true, connectionType: () => undefined, ...bf.deps }
    expect(await enforceRulesOnBackgroundFetches(base)).toBe(0)
    expect(await enforceRulesOnBackgroundFetches({ ...base, now: () => mmt('2026-11-26T12:00:00'), online: () => false })).toBe(0)
    expect(await bf.manager.get('dl:12')).toBeDefined()
  })
})

describe('progress of a running batch', () => {
  it('the bytes the browser reports as received reach the row while the worker is alive, and stop with the batch', async () => {
    const { db, bf, worker } = await setup()
    const registration = bf.active.get('dl:12') as unknown as {
      downloaded: number
      result: string
      addEventListener: (t: string, l: () => void) => void
    }
    const listeners: Array<() => void> = []
    registration.addEventListener = (_type, listener) => void listeners.push(listener)
    expect(await followBackgroundFetches({ db, now: worker.now, backgroundFetch: bf.deps.backgroundFetch })).toBe(1)
    registration.downloaded = 2_345
    listeners.forEach((l) => l())
    await expect.poll(async () => (await db.downloads.get(12))?.receiving).toBe(2_345)
    registration.result = 'success'
    registration.downloaded = 9_999
    listeners.forEach((l) => l())
    await new Promise((r) => setTimeout(r, 20))
    expect((await db.downloads.get(12))?.receiving).toBe(2_345)
  })
})
