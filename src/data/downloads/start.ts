import type { AppServices } from '../services'
import { DOWNLOADS_DB_NAME, downloadsDb, type DownloadsDb } from './db'
import { loadDownloadEngine } from './lazy'

/** A row or bytes, not the database alone: the header's sign creates it empty on every launch. */
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

/** After the first paint; a device that never downloaded loads none of the engine. */
export async function startDownloads(services: AppServices): Promise<(() => void) | null> {
  if (!(await hasDownloads())) return null
  const { downloadDeps, ensureDownloadTriggers } = await loadDownloadEngine()
  return ensureDownloadTriggers(downloadDeps(services))
}
