import * as v from 'valibot'
import type { DownloadsDb } from './db'
import type { DownloadSettings } from './types'
import { readDownloadSettings } from './settings'
import { budgetUsed } from './budget'
import { BYTES_PER_MB, budgetLeftBytes, mayDownload, wifiRuleApplies } from './policy'
import { boundToNightWindow, windowRoomBytes } from './background-window'

// Background Fetch (Chromium) fetches the rest of an episode after the tab closes; sw/downloads.ts stores it.
// TypeScript's libraries lack the API, so the parts both sides use are typed here.

export interface BackgroundFetchRecordLike {
  readonly request: Request
  readonly responseReady: Promise<Response>
}

export interface BackgroundFetchRegistrationLike {
  readonly id: string
  readonly downloadTotal?: number
  readonly downloaded?: number
  readonly result?: '' | 'success' | 'failure'
  readonly failureReason?: string
  /** Fired as bytes arrive (where the context holds the registration while they do). */
  addEventListener?(type: 'progress', listener: () => void): void
  abort(): Promise<boolean>
  matchAll(): Promise<BackgroundFetchRecordLike[]>
}

export interface BackgroundFetchManagerLike {
  fetch(id: string, requests: RequestInfo[], options?: { title?: string; downloadTotal?: number }): Promise<BackgroundFetchRegistrationLike>
  get(id: string): Promise<BackgroundFetchRegistrationLike | undefined>
  getIds(): Promise<string[]>
}

export interface BackgroundDeps {
  db: DownloadsDb
  now: () => number
  online: () => boolean
  connectionType: () => string | undefined
  /** Tests pass one; otherwise the service worker registration's, where the browser has it. */
  backgroundFetch?: () => Promise<BackgroundFetchManagerLike | null>
}

export const backgroundFetchId = (episodeId: number) => `dl:${episodeId}`

/** The episode a Background Fetch id names, or null for an id that is not a download's. */
export function episodeOfBackgroundFetch(id: string): number | null {
  const m = /^dl:([1-9]\d{0,14})$/.exec(id)
  return m ? Number(m[1]) : null
}

/** The worker stores only listed addresses, and only for the same viewer's same download. */
export const HandoffSchema = v.object({
  episodeId: v.number(),
  userId: v.number(),
  rowCreatedAt: v.number(),
  files: v.array(v.object({ path: v.string(), url: v.string() })),
})
export type Handoff = v.InferOutput<typeof HandoffSchema>

export const handoffKey = (episodeId: number) => `bgfetch:${episodeId}`

/** Set (to the row's createdAt) once the browser's fetch of this download stalled or ran dry. */
export const offKey = (episodeId: number) => `bgfetch-off:${episodeId}`

/** Background Fetch is not used again for this download: the engine fetches the rest itself. */
export async function turnOffBackgroundFetch(db: DownloadsDb, episodeId: number, rowCreatedAt: number): Promise<void> {
  await db.kv.put({ key: offKey(episodeId), value: rowCreatedAt })
}

/** The browser cannot be told the night window's end or leaving Wi-Fi, so guarded batches stay small. */
export const GUARDED_BATCH_BYTES = 64 * BYTES_PER_MB

/** A path below the stream root, as the playlists name files: nothing that could leave it. */
const SAFE_PATH = /^(?!.*(?:^|\/)\.\.?(?:\/|$))[\w.-]+(?:\/[\w.-]+)*$/

/** The Background Fetch manager of this context's service worker, or null where there is none. */
export async function backgroundFetchManager(): Promise<BackgroundFetchManagerLike | null> {
  try {
    const scope = globalThis as unknown as { registration?: { backgroundFetch?: BackgroundFetchManagerLike } }
    if (scope.registration) return scope.registration.backgroundFetch ?? null
    const container = (globalThis.navigator as { serviceWorker?: ServiceWorkerContainer } | undefined)?.serviceWorker
    const registration = (await container?.getRegistration()) as
      (ServiceWorkerRegistration & { backgroundFetch?: BackgroundFetchManagerLike }) | undefined
    return registration?.active ? (registration.backgroundFetch ?? null) : null
  } catch {
    return null
  }
}

export const managerOf = (deps: Pick<BackgroundDeps, 'backgroundFetch'>) => (deps.backgroundFetch ?? backgroundFetchManager)()

/**
 * Hands the missing files (live addresses) to Background Fetch, as many as the budget has room for.
 * True when the browser has them (the page must not pay for them twice); false leaves them to the page.
 */
export async function startBackgroundFetch(
  deps: BackgroundDeps,
  episodeId: number,
  files: Array<{ path: string; url: string }>,
  meta: { title: string; downloadTotal: number; settings?: DownloadSettings },
): Promise<boolean> {
  if (files.length === 0) return false
  const manager = await managerOf(deps)
  if (!manager) return false
  const id = backgroundFetchId(episodeId)
  const row = await deps.db.downloads.get(episodeId)
  if (!row) return false
  // A browser that stopped moving this episode's batch once gets no other: the engine fetches it.
  if (v.safeParse(v.number(), (await deps.db.kv.get(offKey(episodeId)))?.value).output === row.createdAt) return false
  if (running(await manager.get(id).catch(() => undefined))) {
    const batch = v.safeParse(HandoffSchema, (await deps.db.kv.get(handoffKey(episodeId)))?.value)
    // The browser is already fetching these files: never twice.
    if (batch.success && batch.output.userId === row.userId && batch.output.rowCreatedAt === row.createdAt) return true
    // A batch for a download that no longer exists (a previous viewer's, or one deleted since).
    await abortBackgroundFetch(deps, episodeId, false)
  }

  const nowMs = deps.now()
  const connectionType = deps.connectionType()
  const settings = meta.settings ?? (await readDownloadSettings(deps.db, wifiRuleApplies(connectionType)))
  const used = await budgetUsed(deps.db, nowMs, settings)
  if (!mayDownload(settings, { nowMs, online: deps.online(), connectionType, budgetUsedBytes: used }).ok) return false

  const nightBound = await boundToNightWindow(deps.db, row, settings)
  const guarded = nightBound || (settings.wifiOnly && wifiRuleApplies(connectionType))
  const left = budgetLeftBytes(settings, used)
  const known = Number.isFinite(meta.downloadTotal) && meta.downloadTotal > 0
  // Without an estimate no batch can be held to the budget or a guarded size: the page does it.
  if (!known && (left !== null || guarded)) return false
  const perFile = known ? meta.downloadTotal / files.length : 1
  // A window-bound batch must also end before the window does, with the app closed (background-window.ts).
  const inWindow = nightBound ? windowRoomBytes(nowMs, settings, row.rateBps) : Infinity
  const room = Math.min(left ?? Infinity, guarded ? GUARDED_BATCH_BYTES : Infinity, inWindow)
  const count = Math.min(files.length, Math.floor(room / perFile))
  if (count < 1) return false

  const base = (globalThis as { location?: { href: string } }).location?.href
  const batch: Handoff['files'] = []
  for (const file of files.slice(0, count)) {
    if (!SAFE_PATH.test(file.path)) return false
    batch.push({ path: file.path, url: new URL(file.url, base).href })
  }
  // The notification shows the row's estimate unpadded; 0 tells the browser the total is unknown.
  const estimate = known ? Math.ceil(perFile * count) : 0
  const downloadTotal = left === null ? estimate : Math.min(estimate, left)

  const handoff: Handoff = { episodeId, userId: row.userId, rowCreatedAt: row.createdAt, files: batch }
  await deps.db.kv.put({ key: handoffKey(episodeId), value: handoff })
  try {
    await manager.fetch(
      id,
      batch.map((f) => f.url),
      { title: meta.title, downloadTotal },
    )
    return true
  } catch {
    // No active worker, storage refused, or the viewer blocked it: the page downloads instead.
    await deps.db.kv.delete(handoffKey(episodeId))
    return false
  }
}

/** Whether the browser is fetching this episode in the background now (the page must then wait). */
export async function backgroundFetchInFlight(deps: Pick<BackgroundDeps, 'backgroundFetch'>, episodeId: number): Promise<boolean> {
  const manager = await managerOf(deps as BackgroundDeps)
  if (!manager) return false
  return running(await manager.get(backgroundFetchId(episodeId)).catch(() => undefined))
}

/** A registration still fetching: one whose result is set has finished, its worker event pending. */
export const running = (registration: BackgroundFetchRegistrationLike | undefined) => registration !== undefined && !registration.result

/** With `keep` (pause) the paid-for files still reach the store; without it (cancel, logout) nothing is stored. */
export async function abortBackgroundFetch(
  deps: Pick<BackgroundDeps, 'db' | 'backgroundFetch'>,
  episodeId: number,
  keep: boolean,
): Promise<void> {
  if (!keep) await deps.db.kv.bulkDelete([handoffKey(episodeId), offKey(episodeId)])
  const manager = await managerOf(deps as BackgroundDeps)
  const registration = await manager?.get(backgroundFetchId(episodeId)).catch(() => undefined)
  await registration?.abort().catch(() => false)
}

export const PERIODIC_SYNC_TAG = 'downloads'

/** The browser may wake the worker less often than this; night windows are hours long. */
const PERIODIC_MIN_INTERVAL_MS = 60 * 60 * 1000

/** Periodic Background Sync runs queued downloads with every tab closed; false means the app must stay open. */
export async function registerPeriodicDownloads(): Promise<boolean> {
  try {
    const status = await navigator.permissions.query({ name: 'periodic-background-sync' as PermissionName })
    if (status.state !== 'granted') return false
    const registration = (await navigator.serviceWorker?.getRegistration()) as
      | (ServiceWorkerRegistration & { periodicSync?: { register(tag: string, options: { minInterval: number }): Promise<void> } })
      | undefined
    if (!registration?.active || !registration.periodicSync) return false
    await registration.periodicSync.register(PERIODIC_SYNC_TAG, { minInterval: PERIODIC_MIN_INTERVAL_MS })
    return true
  } catch {
    return false
  }
}
