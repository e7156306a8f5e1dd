import type { Result } from '../../api/result'
import type { DownloadDeps, QualityOffer } from '../../data/downloads'
import {
  cancelDownload, deleteAllDownloads, offerQualities, pauseDownload, queueDownload, queueSeries, resumeDownload,
  writeDownloadSettings,
} from '../../data/downloads'
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

export function download(deps: DownloadDeps, episode: EpisodeToKeep, quality: Quality) {
  return queueDownload(deps, { ...episode, quality })
}

export function downloadAll(deps: DownloadDeps, episodes: EpisodeToKeep[], quality: Quality) {
  return queueSeries(deps, episodes, quality)
}

export const pause = (deps: DownloadDeps, episodeId: number) => pauseDownload(deps, episodeId)
export const resume = (deps: DownloadDeps, episodeId: number) => resumeDownload(deps, episodeId)
/** Delete: the bytes, the row and the licence go (the licence best effort, when online). */
export const remove = (deps: DownloadDeps, episodeId: number) => cancelDownload(deps, episodeId)
export const removeAll = (deps: DownloadDeps) => deleteAllDownloads(deps)

export function changeSettings(deps: DownloadDeps, patch: Partial<DownloadSettings>) {
  return writeDownloadSettings(deps.db, patch, deps.connectionType() !== undefined)
}
