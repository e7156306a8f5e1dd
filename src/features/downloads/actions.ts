import type { Result } from '../../api/result'
import type { DownloadDeps, QualityOffer } from '../../data/downloads'
import {
  cancelDownload, deleteAllDownloads, ensureDownloadTriggers, offerQualities, pauseDownload, queueDownload, queueSeries,
  resumeDownload, writeDownloadSettings,
} from '../../data/downloads'
import { registerPeriodicDownloads } from '../../data/downloads/background-fetch'
import { loadHls } from '../player/engine-loader'
import type { DownloadSettings, Quality } from '../../data/downloads/types'
import { connectionHints, currentDataSaver, dataSaverOn } from '../data-saver/setting'

export interface EpisodeToKeep {
  episodeId: number
  titleId: number
  title: string
  episodeTitle: string
  poster: string
}


export type { QualityOffer }

/** The qualities of an episode with their expected size, smallest first. */
export async function qualitiesOf(deps: DownloadDeps, episodeId: number): Promise<Result<QualityOffer[]>> {
  const result = await offerQualities(deps, episodeId)
  if (!result.ok) return result
  return { ok: true, value: [...result.value.offers].sort((a, b) => a.bytes - b.bytes) }
}

/**
 * The quality chosen first: the viewer's own choice in the download settings, else the data saver's
 * (360p while it is on, since night packs are finite too), else the richest offered.
 */
export function defaultQuality(settings: DownloadSettings | undefined, offered: Quality[]): Quality | undefined {
  const wanted = settings?.quality ?? (dataSaverOn(connectionHints(), currentDataSaver()) ? '360p' : null)
  if (wanted && offered.includes(wanted)) return wanted
  return offered[offered.length - 1]
}

/**
 * What a queued download needs beyond its row: the page's triggers (a first download cut off by the
 * network resumes when it returns), the worker's periodic wake-ups where the browser grants them,
 * and the player's library, so that the download can play offline later (it is cached once fetched,
 * and a viewer under the data saver may never have warmed the player up).
 */
function afterQueued(deps: DownloadDeps): void {
  ensureDownloadTriggers(deps)
  void registerPeriodicDownloads()
  void loadHls().catch(() => undefined)
}

export async function download(deps: DownloadDeps, episode: EpisodeToKeep, quality: Quality) {
  const queued = await queueDownload(deps, { ...episode, quality })
  if (queued.ok) afterQueued(deps)
  return queued
}

export async function downloadAll(deps: DownloadDeps, episodes: EpisodeToKeep[], quality: Quality) {
  const outcome = await queueSeries(deps, episodes, quality)
  if (outcome.queued.length > 0) afterQueued(deps)
  return outcome
}

export const pause = (deps: DownloadDeps, episodeId: number) => pauseDownload(deps, episodeId)
export const resume = (deps: DownloadDeps, episodeId: number) => resumeDownload(deps, episodeId)
/** Delete: the bytes, the row and the licence go (the licence best effort, when online). */
export const remove = (deps: DownloadDeps, episodeId: number) => cancelDownload(deps, episodeId)
export const removeAll = (deps: DownloadDeps) => deleteAllDownloads(deps)

export function changeSettings(deps: DownloadDeps, patch: Partial<DownloadSettings>) {
  return writeDownloadSettings(deps.db, patch, deps.connectionType() !== undefined)
}
