import type { AppServices } from '../services'
import type { BackgroundFetchManagerLike } from './background-fetch'
import { downloadsDb, type DownloadsDb } from './db'

export { downloadsDb }

/** The page's (or the worker's) real ones, or a test's. */
export interface DownloadDeps {
  db: DownloadsDb
  app: Pick<AppServices, 'db' | 'api' | 'now'>
  fetch: typeof fetch
  caches: CacheStorage
  now: () => number
  /** navigator.connection.type where the browser has it. */
  connectionType: () => string | undefined
  online: () => boolean
  locks?: LockManager
  /** A worker's has no `persist`. */
  storage?: StorageLike
  backgroundFetch?: () => Promise<BackgroundFetchManagerLike | null>
  /** Pages watch a Background Fetch to its end; the worker leaves it running. */
  watchBackgroundFetch?: boolean
  harvestWaitMs?: number
  sleep?: (ms: number) => Promise<void>
}

export interface StorageLike {
  estimate(): Promise<StorageEstimate>
  persist?: () => Promise<boolean>
  persisted?: () => Promise<boolean>
}

interface NavigatorLike {
  onLine?: boolean
  connection?: { type?: string }
  locks?: LockManager
  storage?: StorageLike
}

const made = new WeakMap<object, DownloadDeps>()

/** One object per services object: the downloader's single flight is keyed on it. */
export function downloadDeps(app: Pick<AppServices, 'db' | 'api' | 'now'>): DownloadDeps {
  const known = made.get(app)
  if (known) return known
  const nav = (globalThis as { navigator?: NavigatorLike }).navigator
  const deps: DownloadDeps = {
    db: downloadsDb(),
    app,
    fetch: (input, init) => globalThis.fetch(input, init),
    caches: globalThis.caches,
    now: app.now,
    connectionType: () => nav?.connection?.type,
    online: () => nav?.onLine ?? true,
    locks: nav?.locks,
    storage: nav?.storage,
  }
  made.set(app, deps)
  return deps
}
