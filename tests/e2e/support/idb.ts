import type { Page } from '@playwright/test'

/**
 * Rows of one table of an IndexedDB database of the app (by default its main one), read in the page
 * for tests about data; [] where the database or the table does not exist yet.
 */
export function readTable<T = unknown>(page: Page, table: string, database = 'yoke-shin'): Promise<T[]> {
  return page.evaluate(
    ([name, dbName]) =>
      new Promise<T[]>((resolve, reject) => {
        const req = indexedDB.open(dbName)
        // Opening creates an empty database where there is none: that is no rows, and it must not stay.
        req.onupgradeneeded = () => req.transaction?.abort()
        req.onerror = () => resolve([])
        req.onsuccess = () => {
          const db = req.result
          if (!db.objectStoreNames.contains(name)) {
            db.close()
            return resolve([])
          }
          const all = db.transaction(name).objectStore(name).getAll()
          all.onsuccess = () => {
            db.close()
            resolve(all.result as T[])
          }
          all.onerror = () => reject(all.error ?? new Error('read failed'))
        }
      }),
    [table, database] as const,
  )
}

/** Queues one favorite change in the outbox the way the app stores it, for the logged-in user. */
export function queueFavoriteRow(page: Page, userId: number, contentId: number): Promise<void> {
  return page.evaluate(
    ({ userId, contentId }) =>
      new Promise<void>((resolve, reject) => {
        const req = indexedDB.open('yoke-shin')
        req.onerror = () => reject(req.error ?? new Error('open failed'))
        req.onsuccess = () => {
          const db = req.result
          const tx = db.transaction('outbox', 'readwrite')
          const now = Date.now()
          tx.objectStore('outbox').add({
            id: crypto.randomUUID(),
            userId,
            itemKey: `fav:${contentId}`,
            op: { kind: 'favorite', contentId, wanted: true },
            status: 'queued',
            attempted: false,
            createdAt: now,
            updatedAt: now,
            failure: null,
          })
          tx.oncomplete = () => {
            db.close()
            resolve()
          }
          tx.onerror = () => reject(tx.error ?? new Error('write failed'))
        }
      }),
    { userId, contentId },
  )
}
