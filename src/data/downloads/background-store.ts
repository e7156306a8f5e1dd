import * as v from 'valibot'
import type { DownloadsDb } from './db'
import type { DownloadState } from './types'
import { readDownloadSettings } from './settings'
import { recordBytes } from './budget'
import { markStored, settleDownload } from './progress'
import { putFile } from './store'
import { wifiRuleApplies } from './policy'
import { DOWNLOADS_CACHE, storedFile } from './layout'
import { HandoffSchema, episodeOfBackgroundFetch, handoffKey, type BackgroundFetchRegistrationLike } from './background-fetch'

export interface StoreDeps {
  db: DownloadsDb
  caches: CacheStorage
  now: () => number
  connectionType: () => string | undefined
}

export interface StoreOptions {
  /** A running batch's unfinished records never settle; absent (worker events), all are awaited. */
  waitMs?: number
}

export interface StoreOutcome {
  stored: number
  /** What the budget counts. */
  received: number
  completed: boolean
}

const NOTHING: StoreOutcome = { stored: 0, received: 0, completed: false }

/** States in which a late batch's files are still wanted; an expired or failed download stays so. */
const COMPLETABLE: ReadonlySet<DownloadState> = new Set(['queued', 'downloading', 'waiting', 'paused'])

export const storedSettings = (db: DownloadsDb, connectionType: string | undefined) =>
  readDownloadSettings(db, wifiRuleApplies(connectionType))

async function wholeBody(response: Response): Promise<ArrayBuffer | null> {
  if (response.status !== 200) return null
  const body = await response.arrayBuffer()
  const declared = response.headers.get('content-length')
  // A connection cut mid-file can leave a short body; only an encoded body may differ in length.
  if (declared !== null && !response.headers.has('content-encoding') && Number(declared) !== body.byteLength) return null
  return body
}

/**
 * Stores what arrived, on failure and abort too (it is paid for): each file before its row says done,
 * and only the hand-off's files for the same viewer's same download.
 */
export async function storeBackgroundFetch(
  deps: StoreDeps,
  registration: BackgroundFetchRegistrationLike,
  opts: StoreOptions = {},
): Promise<StoreOutcome> {
  const episodeId = episodeOfBackgroundFetch(registration.id)
  if (episodeId === null) return NOTHING
  const { db } = deps
  const handoff = v.safeParse(HandoffSchema, (await db.kv.get(handoffKey(episodeId)))?.value)
  if (!handoff.success) return NOTHING
  let timer: ReturnType<typeof setTimeout> | undefined
  const deadline = opts.waitMs === undefined ? null : new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), opts.waitMs)))
  try {
    const row = await db.downloads.get(episodeId)
    if (!row || row.userId !== handoff.output.userId || row.createdAt !== handoff.output.rowCreatedAt || !COMPLETABLE.has(row.state))
      return NOTHING

    const pathOf = new Map(handoff.output.files.map((f) => [f.url, f.path]))
    const segments = new Map((await db.segments.where('episodeId').equals(episodeId).toArray()).map((s) => [s.path, s]))
    const cache = await deps.caches.open(DOWNLOADS_CACHE)
    let stored = 0
    let received = 0
    const records = await registration.matchAll()
    // All at once: a running batch lists its finished records in no particular order among unfinished ones.
    const responses = await Promise.all(
      records.map((record) => {
        const ready = record.responseReady.catch(() => null)
        return deadline ? Promise.race([ready, deadline]) : ready
      }),
    )
    for (const [i, record] of records.entries()) {
      const path = pathOf.get(record.request.url)
      const segment = path === undefined ? undefined : segments.get(path)
      const response = responses[i]
      if (!segment) continue
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
    clearTimeout(timer)
    await db.kv.delete(handoffKey(episodeId))
  }
}
