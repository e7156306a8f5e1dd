import { createInProcessLocks } from '../../api/locks'
import type { DownloadDeps } from './deps'
import { downloadEpisode, type EpisodeEnd } from './episode'
import { gate } from './gate'
import { currentUserId, isPending, patchRow, PENDING_STATES } from './rows'
import type { DownloadProblem, DownloadRow, WaitReason } from './types'

/** Only its holder, across tabs and the worker, fetches: no file twice at once. */
export const DOWNLOADS_LOCK = 'downloads'

export interface DownloaderReport {
  completed: number[]
  /** Why the pending downloads wait, and when the clock may end it (null: only an event can). */
  held: { reason: WaitReason; until: number | null } | null
}

const inProcess = createInProcessLocks()

function withLock<T>(deps: DownloadDeps, task: () => Promise<T>): Promise<T> {
  return deps.locks ? deps.locks.request(DOWNLOADS_LOCK, () => task()) : inProcess(DOWNLOADS_LOCK, task)
}

async function holdAll(deps: DownloadDeps, userId: number, reason: WaitReason): Promise<void> {
  const ids = await deps.db.downloads.where('userId').equals(userId).filter(isPending).primaryKeys()
  for (const id of ids) await patchRow(deps.db, id, { state: 'waiting', waitReason: reason, rateBps: null }, deps.now(), isPending)
}

function stopWith(deps: DownloadDeps, id: number, state: 'paused' | 'failed', problem: DownloadProblem): Promise<DownloadRow | null> {
  return patchRow(deps.db, id, { state, problem, waitReason: null, rateBps: null }, deps.now(), isPending)
}

async function nextRow(deps: DownloadDeps, userId: number, tried: Set<number>): Promise<DownloadRow | undefined> {
  const rows = await deps.db.downloads
    .where('state')
    .anyOf([...PENDING_STATES])
    .toArray()
  return rows
    .filter((r) => r.userId === userId && !tried.has(r.episodeId))
    .sort((a, b) => a.createdAt - b.createdAt || a.episodeId - b.episodeId)[0]
}

async function loop(deps: DownloadDeps): Promise<DownloaderReport> {
  const report: DownloaderReport = { completed: [], held: null }
  const userId = await currentUserId(deps)
  if (userId === null) return report
  const tried = new Set<number>()
  for (let row = await nextRow(deps, userId, tried); row; row = await nextRow(deps, userId, tried)) {
    tried.add(row.episodeId)
    // The rules hold every download alike; asked first, so a held download fetches not even a playlist.
    const { verdict } = await gate(deps)
    if (!verdict.ok) {
      await holdAll(deps, userId, verdict.reason)
      report.held = { reason: verdict.reason, until: verdict.until }
      return report
    }
    const started = await patchRow(deps.db, row.episodeId, { state: 'downloading', waitReason: null, problem: null }, deps.now(), isPending)
    const end: EpisodeEnd = started ? await downloadEpisode(deps, started) : { kind: 'stopped' }
    switch (end.kind) {
      case 'completed':
        report.completed.push(row.episodeId)
        break
      case 'held':
        await holdAll(deps, userId, end.reason)
        report.held = { reason: end.reason, until: end.until }
        return report
      case 'quota':
        // The disk is full for every download, not only this one: all stop until the viewer acts.
        await stopWith(deps, row.episodeId, 'paused', { kind: 'quota' })
        return report
      case 'failed':
        await stopWith(deps, row.episodeId, 'failed', { kind: 'failure', failure: end.failure })
        break
      default:
        break
    }
  }
  return report
}

/** Oldest first, once this context holds the lock. Never rejects. */
export async function runDownloader(deps: DownloadDeps): Promise<DownloaderReport> {
  try {
    return await withLock(deps, () => loop(deps))
  } catch {
    return { completed: [], held: null }
  }
}

const running = new WeakMap<DownloadDeps, { again: boolean; done: Promise<DownloaderReport> }>()

/** Joins a run in progress, which then goes round once more for what was queued meanwhile. */
export function kickDownloader(deps: DownloadDeps): Promise<DownloaderReport> {
  const current = running.get(deps)
  if (current) {
    current.again = true
    return current.done
  }
  const state = { again: true, done: Promise.resolve<DownloaderReport>({ completed: [], held: null }) }
  state.done = (async () => {
    let report: DownloaderReport = { completed: [], held: null }
    try {
      while (state.again) {
        state.again = false
        report = await runDownloader(deps)
      }
    } finally {
      running.delete(deps)
    }
    return report
  })()
  running.set(deps, state)
  return state.done
}
