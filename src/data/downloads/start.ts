import type { AppServices } from '../services'

/** DOWNLOADS_DB_NAME (db.ts), spelled out: importing db.ts would bring Dexie's class into this chunk's graph. */
export const DB_NAME = 'yoke-shin-downloads'

/** Whether this origin ever downloaded anything (a downloads database exists), without creating one. */
async function everDownloaded(): Promise<boolean> {
  const idb = (globalThis as { indexedDB?: IDBFactory }).indexedDB
  if (!idb) return false
  if (typeof idb.databases !== 'function') return true
  try {
    return (await idb.databases()).some((d) => d.name === DB_NAME)
  } catch {
    return true
  }
}

/**
 * After the first paint: downloads queued or cut off in an earlier visit carry on from their first
 * missing file, licences are renewed, and expired bytes swept. A device that never downloaded loads
 * none of the engine for it.
 */
export async function startDownloads(services: AppServices): Promise<(() => void) | null> {
  if (!(await everDownloaded())) return null
  const { downloadDeps, ensureDownloadTriggers } = await import('./index')
  return ensureDownloadTriggers(downloadDeps(services))
}
