/// <reference lib="WebWorker" />
import type { DownloadsDb } from '../src/data/downloads/db'
import { budgetUsed } from '../src/data/downloads/budget'
import { noteReceiving } from '../src/data/downloads/progress'
import { storeBackgroundFetch, storedSettings } from '../src/data/downloads/background-store'
import { inNightWindow, mayDownload } from '../src/data/downloads/policy'
import { boundToNightWindow } from '../src/data/downloads/background-window'
import {
  PERIODIC_SYNC_TAG,
  abortBackgroundFetch,
  episodeOfBackgroundFetch,
  type BackgroundFetchManagerLike,
  type BackgroundFetchRegistrationLike,
} from '../src/data/downloads/background-fetch'

export interface WorkerDownloadDeps {
  db: DownloadsDb
  caches: CacheStorage
  now: () => number
  online: () => boolean
  connectionType: () => string | undefined
  backgroundFetch: () => Promise<BackgroundFetchManagerLike | null>
  /** The engine's downloader (one across tabs and the worker, by its lock). */
  runDownloader: () => Promise<void>
}

/**
 * Stops the browser's batches once a rule of the data plan no longer holds (the night window closed,
 * the phone left Wi-Fi, the budget is spent), keeping what already arrived. The browser cannot be
 * told these rules, so the worker applies them whenever it is woken.
 */
export async function enforceRulesOnBackgroundFetches(deps: Omit<WorkerDownloadDeps, 'runDownloader' | 'caches'>): Promise<number> {
  const manager = await deps.backgroundFetch()
  if (!manager) return 0
  const ids = (await manager.getIds()).filter((id) => episodeOfBackgroundFetch(id) !== null)
  if (ids.length === 0) return 0
  const connectionType = deps.connectionType()
  const settings = await storedSettings(deps.db, connectionType)
  const nowMs = deps.now()
  const verdict = mayDownload(settings, {
    nowMs,
    online: deps.online(),
    connectionType,
    budgetUsedBytes: await budgetUsed(deps.db, nowMs, settings),
  })
  // Without a link the browser holds its own fetch and resumes it; nothing is spent meanwhile.
  if (!verdict.ok && verdict.reason === 'network') return 0
  // The viewer's rules allow the day, but the autopilot's own downloads keep to the night window.
  const stopping = verdict.ok ? (inNightWindow(nowMs, settings) ? [] : await autopilotBatches(deps.db, ids)) : ids
  for (const id of stopping)
    await abortBackgroundFetch({ db: deps.db, backgroundFetch: async () => manager }, episodeOfBackgroundFetch(id)!, true)
  return stopping.length
}

/** The batches among `ids` that fetch a download the night autopilot queued. */
async function autopilotBatches(db: DownloadsDb, ids: string[]): Promise<string[]> {
  const out: string[] = []
  for (const id of ids) {
    const row = await db.downloads.get(episodeOfBackgroundFetch(id)!)
    if (row && (await boundToNightWindow(db, row, { nightOnly: false }))) out.push(id)
  }
  return out
}

interface BackgroundFetchEventLike extends ExtendableEvent {
  readonly registration: BackgroundFetchRegistrationLike
}

interface TaggedEvent extends ExtendableEvent {
  readonly tag: string
}

declare const self: ServiceWorkerGlobalScope

/**
 * Copies what the browser receives for each running batch into its row, while this worker is alive
 * (with every tab closed, the row would otherwise stay where the batch began until it ends).
 */
export async function followBackgroundFetches(deps: Pick<WorkerDownloadDeps, 'db' | 'now' | 'backgroundFetch'>): Promise<number> {
  const manager = await deps.backgroundFetch()
  if (!manager) return 0
  let followed = 0
  for (const id of await manager.getIds()) {
    const episodeId = episodeOfBackgroundFetch(id)
    const registration = episodeId === null ? undefined : await manager.get(id).catch(() => undefined)
    if (episodeId === null || !registration?.addEventListener) continue
    registration.addEventListener('progress', () => {
      if (!registration.result) void noteReceiving(deps.db, episodeId, registration.downloaded ?? 0, deps.now()).catch(() => undefined)
    })
    followed++
  }
  return followed
}

/** The worker's part of downloads: Background Fetch results, its notification, and wake-ups. */
export function setUpDownloads(
  deps: () => WorkerDownloadDeps,
  manager: () => Promise<BackgroundFetchManagerLike | null> = async () => null,
): void {
  // Most wake-ups are not about downloads: the engine's deps are made only when a batch runs.
  void manager()
    .then(async (m) => ((await m?.getIds())?.some((id) => episodeOfBackgroundFetch(id) !== null) ? followBackgroundFetches(deps()) : 0))
    .catch(() => 0)
  const settle = async (event: BackgroundFetchEventLike) => {
    if (episodeOfBackgroundFetch(event.registration.id) === null) return
    const d = deps()
    await storeBackgroundFetch(d, event.registration)
    // The rest (a next batch, the files this one missed, the next queued episode) comes through the
    // engine, which checks the data plan before each file.
    await d.runDownloader().catch(() => undefined)
  }
  for (const type of ['backgroundfetchsuccess', 'backgroundfetchfail', 'backgroundfetchabort']) {
    self.addEventListener(type, (event) => {
      const e = event as BackgroundFetchEventLike
      e.waitUntil(settle(e))
    })
  }
  self.addEventListener('backgroundfetchclick', (event) => {
    const e = event as BackgroundFetchEventLike
    if (episodeOfBackgroundFetch(e.registration.id) === null) return
    e.waitUntil(self.clients.openWindow('/downloads').then(() => undefined))
  })
  // The night autopilot's morning notification (the page's or the worker's) opens the downloads.
  self.addEventListener('notificationclick', (event) => {
    if (event.notification.tag !== 'night-autopilot') return
    event.notification.close()
    event.waitUntil(self.clients.openWindow('/downloads').then(() => undefined))
  })
  for (const type of ['periodicsync', 'sync']) {
    self.addEventListener(type, (event) => {
      const e = event as TaggedEvent
      if (e.tag !== PERIODIC_SYNC_TAG) return
      const d = deps()
      e.waitUntil(
        (async () => {
          await enforceRulesOnBackgroundFetches(d).catch(() => 0)
          await d.runDownloader()
        })(),
      )
    })
  }
}
