import type { AppServices } from '../../../data'
import { loadDownloadEngine, type DownloadEngine } from '../../../data/downloads/lazy'
import { readCurrentUser } from '../../../data/session-store'
import { decideDownload, type DownloadDecision } from './downloaded'
import { awaitArrival } from './downloader-arrival'

// The downloads engine loads only when the player opens: nothing about downloads may reach start-up.
// Its deps are one object per services object (downloadDeps keeps them), shared with the page's
// download controls, so that the downloader's single flight holds across both.
async function open(services: AppServices): Promise<{ engine: DownloadEngine; deps: ReturnType<DownloadEngine['downloadDeps']> }> {
  const m = await loadDownloadEngine()
  return { engine: m, deps: m.downloadDeps(services) }
}

/**
 * The episode's download, if this viewer has one: only the device is asked, never the network, so a
 * cold start without a connection reaches the first frame as fast as the device can read.
 * A broken store is no reason to refuse streaming: it counts as no download.
 */
export async function findDownload(services: AppServices, episodeId: number): Promise<DownloadDecision> {
  try {
    const [{ engine: m, deps }, user] = await Promise.all([open(services), readCurrentUser(services.db)])
    return decideDownload(await m.playable(deps.db, episodeId, services.now()), user?.id ?? null)
  } catch {
    return null
  }
}

/** The first play of a download starts its 48-hour clock. */
export async function notePlayed(services: AppServices, episodeId: number): Promise<void> {
  try {
    const { engine: m, deps } = await open(services)
    await m.markPlayed(deps, episodeId)
  } catch {
    // The clock starts at the next play instead.
  }
}

/** Watched to the end: smart downloads delete it a day later and queue the next episode. */
export async function noteWatched(services: AppServices, episodeId: number): Promise<void> {
  try {
    const { engine: m, deps } = await open(services)
    await m.markWatched(deps, episodeId)
  } catch {
    // Kept until the viewer deletes it.
  }
}

/**
 * For a download still on its way: true once its downloader stored `path`, which it was about to
 * fetch; false when it is not about to (the player then streams the file).
 */
export async function awaitDownloader(services: AppServices, episodeId: number, path: string, signal: AbortSignal): Promise<boolean> {
  try {
    const [{ engine: m, deps }, background] = await Promise.all([
      open(services),
      import(/* chunk: download-engine */ '../../../data/downloads/background-fetch'),
    ])
    return await awaitArrival(
      {
        row: () => deps.db.downloads.get(episodeId),
        segments: () => m.segmentsOf(deps.db, episodeId),
        inFlight: m.FILES_IN_FLIGHT,
        background: () => background.backgroundFetchInFlight(deps, episodeId).catch(() => false),
        sleep: (ms, stop) =>
          new Promise((resolve) => {
            const timer = setTimeout(resolve, ms)
            stop.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true })
          }),
      },
      path,
      signal,
    )
  } catch {
    return false
  }
}

/**
 * The key of a download for the viewer logged in now, while its licence runs: the player's stored
 * loader asks for it (never Cache Storage). Null for anything else, a broken store included.
 */
export async function downloadKey(services: AppServices, episodeId: number): Promise<Uint8Array<ArrayBuffer> | null> {
  try {
    const [{ engine: m, deps }, user] = await Promise.all([open(services), readCurrentUser(services.db)])
    return await m.keyFor(deps.db, episodeId, user?.id ?? null, services.now())
  } catch {
    return null
  }
}

/** The viewer watches an episode: the night autopilot plans the next ones where it is switched on. */
export function noteWatching(
  services: AppServices,
  content: Parameters<typeof import('../../downloads/autopilot').noteWatching>[1],
  episodeId: number,
): void {
  void import(/* chunk: title-extras */ '../../downloads/autopilot')
    .then((m) => m.noteWatching(services, content, episodeId))
    .catch(() => undefined)
}
