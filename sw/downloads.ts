/// <reference lib="WebWorker" />
import * as v from 'valibot'
import type { DownloadsDb } from '../src/data/downloads/db'
import { DOWNLOADS_CACHE, storedFile } from '../src/data/downloads/layout'
import type { DownloadState } from '../src/data/downloads/types'
import { readDownloadSettings } from '../src/data/downloads/settings'
import { budgetUsed, recordBytes } from '../src/data/downloads/budget'
import { markStored, noteReceiving, settleDownload } from '../src/data/downloads/progress'
import { putFile } from '../src/data/downloads/store'
import { mayDownload, wifiRuleApplies } from '../src/data/downloads/policy'
import {
  HandoffSchema,
  PERIODIC_SYNC_TAG,
  abortBackgroundFetch,
  episodeOfBackgroundFetch,
  handoffKey,
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

export interface StoreOutcome {
  /** Files put into the store. */
  stored: number
  /** Bytes the browser received for the batch (what the budget counts). */
  received: number
  completed: boolean
}

const NOTHING: StoreOutcome = { stored: 0, received: 0, completed: false }

/** States in which a late batch's files are still wanted; an expired or failed download stays so. */
const COMPLETABLE: ReadonlySet<DownloadState> = new Set(['queued', 'downloading', 'waiting', 'paused'])

/** The viewer's settings as stored, or the defaults (Wi-Fi only where the type is known). */
const storedSettings = (db: DownloadsDb, connectionType: string | undefined) => readDownloadSettings(db, wifiRuleApplies(connectionType))

/** The bytes of a record's answer, or null when it is not a whole, successful answer. */
async function wholeBody(response: Response): Promise<ArrayBuffer | null> {
  if (response.status !== 200) return null
  const body = await response.arrayBuffer()
  const declared = response.headers.get('content-length')
  // A connection cut mid-file can leave a short body; only an encoded body may differ in length.
  if (declared !== null && !response.headers.has('content-encoding') && Number(declared) !== body.byteLength) return null
  return body
}

/**
 * Moves what Background Fetch received into the store, on success and, for what did arrive, on
 * failure and abort too: those bytes are paid for. Each file goes into Cache Storage before its
 * segment row says done, so a worker stopped in between leaves a file to fetch again, never a row
 * that points at nothing. Only the files the batch's hand-off lists, for the same download of the
 * same viewer, are stored; the rest the page engine resumes.
 */
export async function storeBackgroundFetch(deps: Pick<WorkerDownloadDeps, 'db' | 'caches' | 'now' | 'connectionType'>, registration: BackgroundFetchRegistrationLike): Promise<StoreOutcome> {
  const episodeId = episodeOfBackgroundFetch(registration.id)
  if (episodeId === null) return NOTHING
  const { db } = deps
  const handoff = v.safeParse(HandoffSchema, (await db.kv.get(handoffKey(episodeId)))?.value)
  if (!handoff.success) return NOTHING
  try {
    const row = await db.downloads.get(episodeId)
    if (!row || row.userId !== handoff.output.userId || row.createdAt !== handoff.output.rowCreatedAt || !COMPLETABLE.has(row.state)) return NOTHING

    const pathOf = new Map(handoff.output.files.map((f) => [f.url, f.path]))
    const segments = new Map((await db.segments.where('episodeId').equals(episodeId).toArray()).map((s) => [s.path, s]))
    const cache = await deps.caches.open(DOWNLOADS_CACHE)
    let stored = 0
    let received = 0
    for (const record of await registration.matchAll()) {
      const path = pathOf.get(record.request.url)
      const segment = path === undefined ? undefined : segments.get(path)
      if (!segment) continue
      const response = await record.responseReady.catch(() => null)
      const body = response ? await wholeBody(response).catch(() => null) : null
      if (!body) continue
      received += body.byteLength
      if (segment.done) continue
      try {
        await putFile(cache, episodeId, segment.path, body)
      } catch {
        // Storage full: keep what fits; the page engine finds the rest missing and pauses with 'quota'.
        break
      }
      // The row went while the file was being stored (cancel, logout): no bytes outlive their row.
      if (!(await markStored(db, episodeId, segment.index, body.byteLength, deps.now()))) {
        await cache.delete(storedFile(episodeId, segment.path)).catch(() => false)
        break
      }
      stored++
    }

    const completed = await settleDownload(db, episodeId, deps.now())
    const settings = await storedSettings(db, deps.connectionType())
    await recordBytes(db, deps.now(), settings, received)
    return { stored, received, completed }
  } finally {
    await db.kv.delete(handoffKey(episodeId))
  }
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
  const verdict = mayDownload(settings, { nowMs, online: deps.online(), connectionType, budgetUsedBytes: await budgetUsed(deps.db, nowMs, settings) })
  // Without a link the browser holds its own fetch and resumes it; nothing is spent meanwhile.
  if (verdict.ok || verdict.reason === 'network') return 0
  for (const id of ids) await abortBackgroundFetch({ db: deps.db, backgroundFetch: async () => manager }, episodeOfBackgroundFetch(id)!, true)
  return ids.length
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
export function setUpDownloads(deps: () => WorkerDownloadDeps, manager: () => Promise<BackgroundFetchManagerLike | null> = async () => null): void {
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

