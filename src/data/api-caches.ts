/**
 * The service worker's API caches and their expiry records. The caches may hold answers fetched
 * for a viewer (a title's page with their entitlement, their searches), and workbox-expiration
 * keeps, in an IndexedDB database of its own, the address and time of every entry it cached:
 * deleting a cache leaves those records, so the previous viewer's searches stayed readable there.
 */

/** Name prefix of the service worker's API response caches (sw/runtime-caching.ts). */
export const API_CACHE_PREFIX = 'api-'

/** workbox-expiration's database and store (workbox-expiration/models/CacheTimestampsModel). */
export const EXPIRATION_DB = 'workbox-expiration'
export const EXPIRATION_STORE = 'cache-entries'

interface CacheStorageLike {
  keys(): Promise<string[]>
  delete(name: string): Promise<boolean>
}

/** Deletes every API response cache and its expiry records; a no-op where either is missing. */
export async function purgeApiCaches(): Promise<void> {
  const caches = (globalThis as { caches?: CacheStorageLike }).caches
  try {
    if (caches) {
      const names = await caches.keys()
      await Promise.all(names.filter((n) => n.startsWith(API_CACHE_PREFIX)).map((n) => caches.delete(n)))
    }
  } catch {
    // A cache that cannot be listed cannot be read either; the records below still go.
  }
  await purgeExpiryRecords(API_CACHE_PREFIX)
}

/**
 * Deletes workbox-expiration's records of the caches whose name starts with `prefix`. Never
 * creates the database: one created here without workbox's store would break the worker's own
 * opening of it, so an open that would create it is aborted.
 */
export function purgeExpiryRecords(prefix: string, idb: IDBFactory | undefined = globalThis.indexedDB): Promise<void> {
  if (!idb) return Promise.resolve()
  return new Promise<void>((resolve) => {
    let request: IDBOpenDBRequest
    try {
      request = idb.open(EXPIRATION_DB)
    } catch {
      resolve()
      return
    }
    request.onupgradeneeded = () => request.transaction?.abort()
    request.onerror = () => resolve()
    request.onblocked = () => resolve()
    request.onsuccess = () => {
      const db = request.result
      const done = () => {
        db.close()
        resolve()
      }
      try {
        if (!db.objectStoreNames.contains(EXPIRATION_STORE)) return done()
        const tx = db.transaction(EXPIRATION_STORE, 'readwrite')
        const cursor = tx.objectStore(EXPIRATION_STORE).openCursor()
        cursor.onsuccess = () => {
          const c = cursor.result
          if (!c) return
          const name: unknown = (c.value as { cacheName?: unknown } | undefined)?.cacheName
          if (typeof name === 'string' && name.startsWith(prefix)) c.delete()
          c.continue()
        }
        tx.oncomplete = done
        tx.onerror = done
        tx.onabort = done
      } catch {
        done()
      }
    }
  })
}
