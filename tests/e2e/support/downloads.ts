import type { Page } from '@playwright/test'
import { readTable } from './idb.ts'

/** What a test reads of a download row (src/data/downloads/types.ts). */
export interface DownloadRowSeen {
  episodeId: number
  userId: number
  state: string
  quality: string
  bytesTotal: number
  bytesDone: number
  segmentsTotal: number
  segmentsDone: number
  licenseExpiresAt: number | null
  firstPlayedAt: number | null
  problem: { kind: string } | null
}

export interface SegmentSeen {
  episodeId: number
  index: number
  path: string
  bytes: number
  done: boolean
}

/** Rows of one table of the downloads database, read in the page ([] before it exists). */
export function readDownloadsTable<T>(page: Page, table: 'downloads' | 'segments' | 'kv'): Promise<T[]> {
  return readTable<T>(page, table, 'yoke-shin-downloads')
}

export async function downloadOf(page: Page, episodeId: number): Promise<DownloadRowSeen | null> {
  const rows = await readDownloadsTable<DownloadRowSeen>(page, 'downloads')
  return rows.find((r) => r.episodeId === episodeId) ?? null
}

/** Changes one download row the way time would (a licence running out), for tests of expiry. */
export function patchDownload(page: Page, episodeId: number, patch: Record<string, unknown>): Promise<void> {
  return page.evaluate(
    ({ episodeId, patch }) =>
      new Promise<void>((resolve, reject) => {
        const req = indexedDB.open('yoke-shin-downloads')
        req.onerror = () => reject(req.error ?? new Error('open failed'))
        req.onsuccess = () => {
          const db = req.result
          const tx = db.transaction('downloads', 'readwrite')
          const store = tx.objectStore('downloads')
          const get = store.get(episodeId)
          get.onsuccess = () => {
            if (!get.result) return reject(new Error(`no download of ${episodeId}`))
            store.put({ ...get.result, ...patch })
          }
          tx.oncomplete = () => {
            db.close()
            resolve()
          }
          tx.onerror = () => reject(tx.error ?? new Error('write failed'))
        }
      }),
    { episodeId, patch },
  )
}

/** The stored files in the downloads cache: their keys (paths) and sizes. */
export function storedFiles(page: Page): Promise<Array<{ path: string; bytes: number }>> {
  return page.evaluate(async () => {
    if (!(await caches.has('downloads-v1'))) return []
    const cache = await caches.open('downloads-v1')
    const out: Array<{ path: string; bytes: number }> = []
    for (const req of await cache.keys()) {
      const res = await cache.match(req)
      out.push({ path: new URL(req.url).pathname, bytes: res ? (await res.arrayBuffer()).byteLength : -1 })
    }
    return out
  })
}

/**
 * Queues an episode's download the way a viewer does: the Download control on its row of the title
 * page, then the quality. The page must show the episode's title page (in English).
 */
export async function queueThroughTitlePage(page: Page, episodeId: number, quality: '240p' | '360p' | '720p'): Promise<void> {
  const row = page.getByRole('listitem').filter({ has: page.locator(`a[href*="contentChildId=${episodeId}&"]`) })
  await row.getByRole('button', { name: 'Download' }).click()
  const sheet = page.getByRole('dialog', { name: 'Download quality' })
  await sheet.getByRole('radio', { name: new RegExp(quality) }).click()
  await sheet.getByRole('button', { name: 'Download', exact: true }).click()
  await sheet.waitFor({ state: 'hidden' })
}

/**
 * Hides Background Fetch from the app's pages, so the page's own downloader fetches every file: the
 * browser's download manager fetches outside the page, where neither a route nor DevTools' network
 * emulation sees its requests.
 */
export async function withoutBackgroundFetch(target: Pick<Page, 'addInitScript'>): Promise<void> {
  await target.addInitScript(() => {
    try {
      delete (ServiceWorkerRegistration.prototype as { backgroundFetch?: unknown }).backgroundFetch
    } catch {
      // Not there to begin with.
    }
  })
}
