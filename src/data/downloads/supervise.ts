import type { DownloadDeps } from './deps'
import { abortBackgroundFetch, backgroundFetchId, handoffKey, managerOf, running, turnOffBackgroundFetch } from './background-fetch'
import { noteReceiving } from './progress'
import { storeBackgroundFetch } from './background-store'
import type { DownloadRow } from './types'

// The lock holder watches a Background Fetch: bytes into the row, and the download taken back when
// Chromium's fetch sits mid-way for good with no result (seen after a reload of any tab).

/** How often the row is brought in step with the browser's count: under the 1 s the screen allows. */
export const WATCH_MS = 500

/** No byte for this long, online, and the browser's fetch is taken to be stuck (a slow link still trickles). */
export const STALL_MS = 15_000

export const HARVEST_WAIT_MS = 3_000
export const SETTLE_WAIT_MS = 15_000

export type WatchEnd = 'ended' | 'stalled' | 'stopped'

export interface WatchOptions {
  sleep?: (ms: number) => Promise<void>
  stallMs?: number
  settleWaitMs?: number
  harvestWaitMs?: number
}

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/** 'stalled' keeps what arrived and turns Background Fetch off for this download. */
export async function watchBackgroundFetch(deps: DownloadDeps, row: DownloadRow, opts: WatchOptions = {}): Promise<WatchEnd> {
  const sleep = opts.sleep ?? deps.sleep ?? realSleep
  const stallMs = opts.stallMs ?? STALL_MS
  const manager = await managerOf(deps)
  if (!manager) return 'ended'
  const id = backgroundFetchId(row.episodeId)
  let last = -1
  let movedAt = deps.now()
  for (;;) {
    const registration = await manager.get(id).catch(() => undefined)
    const current = await deps.db.downloads.get(row.episodeId)
    if (!current || current.createdAt !== row.createdAt || current.state !== 'downloading') {
      await noteReceiving(deps.db, row.episodeId, null, deps.now())
      return 'stopped'
    }
    if (!running(registration)) break
    const downloaded = registration?.downloaded ?? 0
    if (downloaded !== last || !deps.online()) {
      // Offline, the browser holds its fetch and resumes it by itself: that is no stall.
      last = downloaded
      movedAt = deps.now()
      await noteReceiving(deps.db, row.episodeId, downloaded, deps.now())
    } else if (deps.now() - movedAt >= stallMs) {
      await turnOffBackgroundFetch(deps.db, row.episodeId, row.createdAt)
      // The page stores the finished files itself: the worker's abort event may come late or never, and what it misses would be fetched twice.
      if (registration)
        await storeBackgroundFetch(deps, registration, { waitMs: opts.harvestWaitMs ?? deps.harvestWaitMs ?? HARVEST_WAIT_MS }).catch(
          () => undefined,
        )
      await abortBackgroundFetch(deps, row.episodeId, true)
      await settled(deps, row.episodeId, sleep, opts.settleWaitMs)
      return 'stalled'
    }
    await sleep(WATCH_MS)
  }
  await settled(deps, row.episodeId, sleep, opts.settleWaitMs)
  return 'ended'
}

/** Until the worker drops the batch's record, so no received file is fetched twice. */
async function settled(
  deps: DownloadDeps,
  episodeId: number,
  sleep: (ms: number) => Promise<void>,
  waitMs = SETTLE_WAIT_MS,
): Promise<void> {
  const until = deps.now() + waitMs
  while ((await deps.db.kv.get(handoffKey(episodeId))) !== undefined) {
    if (deps.now() >= until) {
      await deps.db.kv.delete(handoffKey(episodeId))
      break
    }
    await sleep(WATCH_MS)
  }
  await noteReceiving(deps.db, episodeId, null, deps.now())
}

/** Whether this context watches the browser's fetch (a page) or leaves it to run (the worker, which may be stopped any time). */
export const watchesBackgroundFetch = () => typeof (globalThis as { document?: unknown }).document !== 'undefined'
