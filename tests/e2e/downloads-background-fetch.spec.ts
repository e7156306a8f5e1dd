import type { Page } from '@playwright/test'
import { test, expect, waitForServiceWorker } from './support/fixtures.ts'

/*
 * The worker's half of Background Fetch in a real Chromium: the page's engine hands off a batch (here
 * written straight into the downloads database, as startBackgroundFetch writes it), the browser
 * fetches it with every tab free to close, and the worker moves each answer into the store and
 * completes the download.
 */

const EPISODE = 5
const FILES = [
  { path: '720p/init.mp4', url: '/icons/icon-192.png' },
  { path: '720p/l0/seg_000.m4s', url: '/manifest.webmanifest' },
]

/** Writes a download mid-way (its master stored) and the batch's record, as the engine does. */
async function seedHandOff(page: Page): Promise<void> {
  await page.evaluate(
    async ({ episodeId, files }) => {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        // Dexie's version 2 is IndexedDB's version 20; the stores are those of src/data/downloads/db.ts.
        const req = indexedDB.open('yoke-shin-downloads', 20)
        req.onupgradeneeded = () => {
          const d = req.result
          const downloads = d.createObjectStore('downloads', { keyPath: 'episodeId' })
          for (const i of ['userId', 'titleId', 'state']) downloads.createIndex(i, i)
          const segments = d.createObjectStore('segments', { keyPath: ['episodeId', 'index'] })
          segments.createIndex('episodeId', 'episodeId')
          segments.createIndex('[episodeId+done]', ['episodeId', 'done'])
          d.createObjectStore('kv', { keyPath: 'key' })
          const keys = d.createObjectStore('keys', { keyPath: 'episodeId' })
          for (const i of ['licenseId', 'userId']) keys.createIndex(i, i)
        }
        req.onsuccess = () => resolve(req.result)
        req.onerror = () => reject(req.error)
      })
      const tx = db.transaction(['downloads', 'segments', 'kv'], 'readwrite')
      const now = Date.now()
      tx.objectStore('downloads').put({
        episodeId,
        userId: 1,
        titleId: 1,
        title: 'T',
        episodeTitle: 'E',
        poster: '',
        quality: '720p',
        state: 'downloading',
        waitReason: null,
        problem: null,
        bytesTotal: 10_000,
        bytesDone: 100,
        segmentsTotal: 3,
        segmentsDone: 1,
        durationS: 60,
        licenseId: 'l',
        licenseExpiresAt: now + 86_400_000,
        firstPlayedAt: null,
        completedAt: null,
        watchedAt: null,
        expiredAt: null,
        createdAt: now,
        updatedAt: now,
      })
      const paths = ['master.m3u8', ...files.map((f) => f.path)]
      paths.forEach((path, index) =>
        tx.objectStore('segments').put({ episodeId, index, path, bytes: index === 0 ? 100 : 0, done: index === 0 }),
      )
      tx.objectStore('kv').put({
        key: `bgfetch:${episodeId}`,
        value: {
          episodeId,
          userId: 1,
          rowCreatedAt: now,
          files: files.map((f) => ({ path: f.path, url: new URL(f.url, location.href).href })),
        },
      })
      await new Promise((resolve, reject) => ((tx.oncomplete = resolve), (tx.onerror = () => reject(tx.error))))
      db.close()
    },
    { episodeId: EPISODE, files: FILES },
  )
}

test('a batch the browser fetched in the background lands in the store and completes the download', async ({ page }) => {
  await page.goto('/')
  await waitForServiceWorker(page)
  const supported = await page.evaluate(async () => 'backgroundFetch' in (await navigator.serviceWorker.ready))
  test.skip(!supported, 'this Chromium has no Background Fetch')
  await seedHandOff(page)
  await page.evaluate(
    async ({ id, urls }) => {
      const reg = (await navigator.serviceWorker.ready) as ServiceWorkerRegistration & {
        backgroundFetch: { fetch(id: string, urls: string[], o: object): Promise<unknown> }
      }
      await reg.backgroundFetch.fetch(id, urls, { title: 'E', downloadTotal: 0 })
    },
    { id: `dl:${EPISODE}`, urls: FILES.map((f) => f.url) },
  )

  const state = () =>
    page.evaluate(async (episodeId) => {
      const db = await new Promise<IDBDatabase>((resolve) => {
        const req = indexedDB.open('yoke-shin-downloads')
        req.onsuccess = () => resolve(req.result)
      })
      const get = <T>(store: string, key: IDBValidKey) =>
        new Promise<T>((resolve) => {
          const req = db.transaction(store).objectStore(store).get(key)
          req.onsuccess = () => resolve(req.result as T)
        })
      const row = await get<{ state: string; segmentsDone: number }>('downloads', episodeId)
      const handoff = await get<unknown>('kv', `bgfetch:${episodeId}`)
      db.close()
      const keys = (await (await caches.open('downloads-v1')).keys()).map((r) => new URL(r.url).pathname).sort()
      return { state: row.state, segmentsDone: row.segmentsDone, handoffLeft: handoff !== undefined, keys }
    }, EPISODE)

  await expect.poll(state, { timeout: 20_000 }).toMatchObject({ state: 'completed', segmentsDone: 3, handoffLeft: false })
  expect((await state()).keys).toEqual(FILES.map((f) => `/__downloads/${EPISODE}/${f.path}`).sort())
})
