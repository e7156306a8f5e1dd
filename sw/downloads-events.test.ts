import { beforeAll, describe, expect, it } from 'vitest'
import { DownloadsDb } from '../src/data/downloads/db'
import { DOWNLOADS_CACHE, storedFile } from '../src/data/downloads/layout'
import { startBackgroundFetch } from '../src/data/downloads/background-fetch'
import { fakeBackgroundFetch, liveUrl, seedDownload } from '../tests/helpers/fake-background-fetch'
import { memoryCacheStorage } from '../tests/helpers/memory-cache-storage'
import { setUpDownloads, type WorkerDownloadDeps } from './downloads'

const NOW = Date.parse('2026-11-26T01:00:00+06:30')
const db = new DownloadsDb(`sw-events-${Math.random().toString(36).slice(2)}`)
const bf = fakeBackgroundFetch()
const store = memoryCacheStorage()
const runs: string[] = []
const opened: string[] = []
const deps: WorkerDownloadDeps = {
  db,
  caches: store.caches,
  now: () => NOW,
  online: () => true,
  connectionType: () => undefined,
  backgroundFetch: bf.deps.backgroundFetch,
  runDownloader: async () => void runs.push('run'),
}

/** Dispatches a worker event the way the browser does, and waits for what it handed to waitUntil. */
async function dispatch(type: string, fields: Record<string, unknown>): Promise<void> {
  const waits: Array<Promise<unknown>> = []
  const event = Object.assign(new Event(type), fields, { waitUntil: (p: Promise<unknown>) => void waits.push(p) })
  self.dispatchEvent(event)
  await Promise.all(waits)
}

beforeAll(() => {
  Object.defineProperty(self, 'clients', { configurable: true, value: { openWindow: async (url: string) => void opened.push(url) } })
  setUpDownloads(() => deps)
})

describe('the worker’s download events', () => {
  it('backgroundfetchsuccess stores the batch, then runs the downloader for what is left', async () => {
    await seedDownload(db, 31)
    const files = ['720p/init.mp4', '720p/l0/seg_000.m4s'].map((path) => ({ path, url: liveUrl(31, path) }))
    const s = { wifiOnly: false, nightOnly: false, nightStartMin: 1380, nightEndMin: 420, budgetMb: null, smart: true, quality: null }
    expect(
      await startBackgroundFetch({ ...deps, backgroundFetch: bf.deps.backgroundFetch }, 31, files, {
        title: 'E',
        downloadTotal: 2000,
        settings: s,
      }),
    ).toBe(true)
    await dispatch('backgroundfetchsuccess', { registration: bf.finish('dl:31', () => new Response(new Uint8Array(50))) })
    expect(store.paths(DOWNLOADS_CACHE)).toEqual(files.map((f) => storedFile(31, f.path)))
    expect(runs).toEqual(['run'])
  })

  it('backgroundfetchclick opens the Downloads screen', async () => {
    await dispatch('backgroundfetchclick', { registration: { id: 'dl:31' } })
    expect(opened).toEqual(['/downloads'])
  })

  it('periodicsync and sync tagged downloads run the downloader; other tags do not', async () => {
    runs.length = 0
    await dispatch('periodicsync', { tag: 'downloads' })
    await dispatch('sync', { tag: 'downloads' })
    await dispatch('periodicsync', { tag: 'outbox' })
    await dispatch('backgroundfetchfail', { registration: { id: 'not-ours', matchAll: async () => [] } })
    expect(runs).toEqual(['run', 'run'])
  })
})
