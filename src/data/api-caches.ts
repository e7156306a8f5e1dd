// Deleting an API cache leaves workbox-expiration's records (addresses: a previous viewer's searches), so both go.

export const API_CACHE_PREFIX = 'api-'

/** workbox-expiration/models/CacheTimestampsModel. */
export const EXPIRATION_DB = 'workbox-expiration'
export const EXPIRATION_STORE = 'cache-entries'

interface CacheStorageLike {
  keys(): Promise<string[]>
  delete(name: string): Promise<boolean>
}

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

/** Never creates the database: one without workbox's store would break the worker's own opening. */
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
