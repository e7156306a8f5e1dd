import type { AppServices } from '../services'
import type { BackgroundFetchManagerLike } from './background-fetch'
import { downloadsDb, type DownloadsDb } from './db'

export { downloadsDb }

/** What every engine function works with: the page's (or the worker's) real ones, or a test's. */
export interface DownloadDeps {
  db: DownloadsDb
  /** The app's services: api.http for the licence calls, the app db for the user, titles and data saver. */
  app: Pick<AppServices, 'db' | 'api' | 'now'>
  /** Media bytes (tests script it). */
  fetch: typeof fetch
  caches: CacheStorage
  now: () => number
  /** navigator.connection.type where the browser has it (e.g. 'wifi', 'cellular'), else undefined. */
  connectionType: () => string | undefined
  online: () => boolean
  locks?: LockManager
  /** navigator.storage; a worker's has no `persist`. */
  storage?: StorageLike
  /** Background Fetch (tests pass one); otherwise the service worker registration's, where it exists. */
  backgroundFetch?: () => Promise<BackgroundFetchManagerLike | null>
  /** Whether the downloader watches a Background Fetch to its end (pages) or leaves it running (the worker); tests set it. */
  watchBackgroundFetch?: boolean
  /** How long a stuck batch's finished files may take to answer (tests shorten it). */
  harvestWaitMs?: number
  /** Waits between two looks at the browser's fetch (tests move a clock instead). */
  sleep?: (ms: number) => Promise<void>
}

export interface StorageLike {
  estimate(): Promise<StorageEstimate>
  persist?: () => Promise<boolean>
  /** Whether the browser has granted persistence (the storage bar says so). */
  persisted?: () => Promise<boolean>
}

interface NavigatorLike {
  onLine?: boolean
  connection?: { type?: string }
  locks?: LockManager
  storage?: StorageLike
}

const made = new WeakMap<object, DownloadDeps>()

/**
 * The context's real deps, one object per services object: the downloader's single flight within
 * a context is keyed on it, so every caller in a page must share it.
 */
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
