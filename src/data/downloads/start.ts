import type { AppServices } from '../services'
import { DOWNLOADS_DB_NAME, downloadsDb, type DownloadsDb } from './db'
import { loadDownloadEngine } from './lazy'

/**
 * Whether this device has downloads to keep moving: an episode's row or bytes in the downloads
 * database. The database alone says nothing: the header's downloading sign creates it, empty, on
 * every launch, so a device that never downloaded would load the whole engine each time.
 */
export async function hasDownloads(
  idb: IDBFactory | undefined = (globalThis as { indexedDB?: IDBFactory }).indexedDB,
  db: () => DownloadsDb = downloadsDb,
): Promise<boolean> {
  if (!idb) return false
  try {
    if (typeof idb.databases === 'function' && !(await idb.databases()).some((d) => d.name === DOWNLOADS_DB_NAME)) return false
    const { downloads, segments } = db()
    return (await downloads.count()) > 0 || (await segments.count()) > 0
  } catch {
    // Unreadable: the engine finds out for itself, as before this check existed.
    return true
  }
}

/**
 * After the first paint: downloads queued or cut off in an earlier visit carry on from their first
 * missing file, licences are renewed, and expired bytes swept. A device that never downloaded loads
 * none of the engine for it.
 */
export async function startDownloads(services: AppServices): Promise<(() => void) | null> {
  if (!(await hasDownloads())) return null
  const { downloadDeps, ensureDownloadTriggers } = await loadDownloadEngine()
  return ensureDownloadTriggers(downloadDeps(services))
}
