import { describe, expect, it } from 'vitest'
import { IDBFactory } from 'fake-indexeddb'
import { fakeCaches, withGlobal } from '../../tests/helpers/data-harness'
import { EXPIRATION_DB, EXPIRATION_STORE, purgeApiCaches } from './api-caches'

const ORIGIN = 'https://app.example'

/** workbox-expiration's database as the worker's ExpirationPlugin creates and fills it. */
async function workboxExpirationDb(idb: IDBFactory, entries: { cacheName: string; url: string }[]): Promise<void> {
  const db = await new Promise<IDBDatabase>((resolve, reject) => {
    const req = idb.open(EXPIRATION_DB, 1)
    req.onupgradeneeded = () => {
      const store = req.result.createObjectStore(EXPIRATION_STORE, { keyPath: 'id' })
      store.createIndex('cacheName', 'cacheName', { unique: false })
      store.createIndex('timestamp', 'timestamp', { unique: false })
    }
    req.onsuccess = () => resolve(req.result)
    req.onerror = () => reject(req.error)
  })
  const tx = db.transaction(EXPIRATION_STORE, 'readwrite')
  for (const e of entries) tx.objectStore(EXPIRATION_STORE).put({ ...e, id: `${e.cacheName}|${e.url}`, timestamp: 1 })
  await new Promise((resolve) => (tx.oncomplete = resolve))
  db.close()
}

async function recordedUrls(idb: IDBFactory): Promise<string[]> {
  const db = await new Promise<IDBDatabase>((resolve) => {
    const req = idb.open(EXPIRATION_DB)
    req.onsuccess = () => resolve(req.result)
  })
  const all = await new Promise<{ url: string }[]>((resolve) => {
    const req = db.transaction(EXPIRATION_STORE).objectStore(EXPIRATION_STORE).getAll()
    req.onsuccess = () => resolve(req.result as { url: string }[])
  })
  db.close()
  return all.map((e) => e.url).sort()
}

describe('purgeApiCaches', () => {
  it('deletes only caches whose name starts with api-, and does nothing without Cache Storage', async () => {
    const { caches, deleted } = fakeCaches(['api-home', 'images-v1', 'api-user'])
    await withGlobal('caches', caches, () => purgeApiCaches())
    expect(deleted).toEqual(['api-home', 'api-user'])
    await withGlobal('caches', undefined, () => purgeApiCaches())
  })

  it("leaves no record of the previous viewer's searches in workbox-expiration's database", async () => {
    const idb = new IDBFactory()
    await workboxExpirationDb(idb, [
      { cacheName: 'api-catalogue', url: `${ORIGIN}/v1/search/content?query=private%20words&page=1` },
      { cacheName: 'api-catalogue', url: `${ORIGIN}/v1/content/12` },
      { cacheName: 'images', url: `${ORIGIN}/images/posters/12.webp` },
      { cacheName: 'lazy-chunks', url: `${ORIGIN}/assets/hls.js` },
    ])
    await withGlobal('indexedDB', idb, () => withGlobal('caches', fakeCaches(['api-catalogue']).caches, () => purgeApiCaches()))
    expect(await recordedUrls(idb)).toEqual([`${ORIGIN}/assets/hls.js`, `${ORIGIN}/images/posters/12.webp`])
  })

  it("never creates workbox-expiration's database where the worker has not (it would lack the worker's store)", async () => {
    const idb = new IDBFactory()
    await withGlobal('indexedDB', idb, () => purgeApiCaches())
    expect((await idb.databases()).map((d) => d.name)).not.toContain(EXPIRATION_DB)
  })
})
