import { networkFailure, type Failure } from '../../api/failures'
import { fail, ok, type Result } from '../../api/result'
import type { DownloadDeps } from '../../data/downloads/deps'
import { loadDownloadEngine, type DownloadEngine } from '../../data/downloads/lazy'
import type { QualityOffer, Queued, SeriesOutcome } from '../../data/downloads/queue'
import { writeDownloadSettings } from '../../data/downloads/settings'
import { loadHls } from '../player/engine-loader'
import type { DownloadSettings, Quality } from '../../data/downloads/types'
import type { ReceiveProblem, SendProblem } from '../../data/downloads/share/problems'
import { connectionHints, currentDataSaver, dataSaverOn } from '../../lib/data-saver'

export interface EpisodeToKeep {
  episodeId: number
  titleId: number
  title: string
  episodeTitle: string
  poster: string
}

export type { QualityOffer }

/** Code loaded on the first action; its failing to arrive is a network failure like any other. */
async function loaded<T>(load: () => Promise<T>): Promise<Result<T>> {
  try {
    return ok(await load())
  } catch (e) {
    return fail(networkFailure(e))
  }
}

const engine = () => loaded(loadDownloadEngine)

/** The qualities of an episode with their expected size, smallest first. */
export async function qualitiesOf(deps: DownloadDeps, episodeId: number): Promise<Result<QualityOffer[]>> {
  const e = await engine()
  if (!e.ok) return e
  const result = await e.value.offerQualities(deps, episodeId)
  if (!result.ok) return result
  return { ok: true, value: [...result.value.offers].sort((a, b) => a.bytes - b.bytes) }
}

/** The first quality: the viewer's setting, else the data saver's 360p, else the richest offered. */
export function defaultQuality(settings: DownloadSettings | undefined, offered: Quality[]): Quality | undefined {
  const wanted = settings?.quality ?? (dataSaverOn(connectionHints(), currentDataSaver()) ? '360p' : null)
  if (wanted && offered.includes(wanted)) return wanted
  return offered[offered.length - 1]
}

/** A queued download also needs the page's triggers, the worker's periodic wake-ups and the player's code (to play offline). */
function afterQueued(engine: DownloadEngine, deps: DownloadDeps): void {
  engine.ensureDownloadTriggers(deps)
  void engine.registerPeriodicDownloads()
  void loadHls().catch(() => undefined)
}

const refused = (failure: Failure) => ({ ok: false as const, failure, problem: { kind: 'failure' as const, failure } })

export async function download(deps: DownloadDeps, episode: EpisodeToKeep, quality: Quality): Promise<Queued> {
  const e = await engine()
  if (!e.ok) return refused(e.failure)
  const queued = await e.value.queueDownload(deps, { ...episode, quality })
  if (queued.ok) afterQueued(e.value, deps)
  return queued
}

export async function downloadAll(deps: DownloadDeps, episodes: EpisodeToKeep[], quality: Quality): Promise<SeriesOutcome> {
  const e = await engine()
  if (!e.ok) {
    const { problem } = refused(e.failure)
    return { queued: [], refused: episodes.map((ep) => ({ episodeId: ep.episodeId, problem })) }
  }
  const outcome = await e.value.queueSeries(deps, episodes, quality)
  if (outcome.queued.length > 0) afterQueued(e.value, deps)
  return outcome
}

/** Runs one engine call that answers with a Result, or the failure of loading the engine. */
async function withEngine<T>(run: (engine: DownloadEngine) => Promise<Result<T>>): Promise<Result<T>> {
  const e = await engine()
  return e.ok ? run(e.value) : e
}

export const pause = (deps: DownloadDeps, episodeId: number) => withEngine((e) => e.pauseDownload(deps, episodeId))
/** Resume: the viewer's own choice, so a download the night autopilot paused is no longer its to pause. */
export const resume = (deps: DownloadDeps, episodeId: number) =>
  withEngine(async (e) => {
    await e.releaseToViewer(deps, episodeId)
    return e.resumeDownload(deps, episodeId)
  })
/** Delete: the bytes, the row and the licence go (the licence best effort, when online). */
export const remove = (deps: DownloadDeps, episodeId: number) => withEngine((e) => e.cancelDownload(deps, episodeId))
export const removeAll = (deps: DownloadDeps) => withEngine((e) => e.deleteAllDownloads(deps))

export function changeSettings(deps: DownloadDeps, patch: Partial<DownloadSettings>) {
  return writeDownloadSettings(deps.db, patch, deps.connectionType() !== undefined)
}

// ——— Sending and receiving a downloaded episode ———

const shareModule = () => loaded(() => import('../../data/downloads/share'))

export type Prepared = { ok: true; file: File } | { ok: false; problem: SendProblem }

/** The file that carries a completed download to a friend (needs the network once, a few KB). */
export async function prepareSend(deps: DownloadDeps, episodeId: number): Promise<Prepared> {
  const m = await shareModule()
  if (!m.ok) return { ok: false, problem: 'offline' }
  const built = await m.value.buildPackage(deps, episodeId)
  return built.ok ? { ok: true, file: built.file } : built
}

interface SharingNavigator {
  canShare?: (data: { files: File[] }) => boolean
  share?: (data: { files: File[]; title?: string }) => Promise<void>
}

/** Whether this browser can hand the file to another app (Nearby Share, Bluetooth, a messenger). */
export function canShareFile(file: File, nav: SharingNavigator = navigator as SharingNavigator): boolean {
  try {
    return typeof nav.share === 'function' && nav.canShare?.({ files: [file] }) === true
  } catch {
    return false
  }
}

/** Hands the file to the system's share sheet; 'cancelled' when the viewer closed it. */
export async function shareFile(
  file: File,
  title: string,
  nav: SharingNavigator = navigator as SharingNavigator,
): Promise<'shared' | 'cancelled' | 'failed'> {
  try {
    await nav.share?.({ files: [file], title })
    return 'shared'
  } catch (e) {
    return (e as { name?: string } | null)?.name === 'AbortError' ? 'cancelled' : 'failed'
  }
}

/** Saves the file to the device (its Downloads folder), where sharing files is not available. */
export function saveFile(file: File): void {
  const url = URL.createObjectURL(file)
  const a = document.createElement('a')
  a.href = url
  a.download = file.name
  a.rel = 'noopener'
  document.body.append(a)
  a.click()
  a.remove()
  // The browser has started reading the file by now; the address is no longer needed.
  setTimeout(() => URL.revokeObjectURL(url), 60_000)
}

export type Added = { ok: true; episodeId: number } | { ok: false; problem: ReceiveProblem }

/** Adds a sent episode file offline, then asks for its licence and keeps the rounds going so it unlocks when online. */
export async function receiveEpisode(deps: DownloadDeps, file: Blob): Promise<Added> {
  const m = await shareModule()
  if (!m.ok) return { ok: false, problem: 'storage' }
  const added = await m.value.importPackage(deps, file)
  if (!added.ok) return added
  const e = await engine()
  if (e.ok) e.value.ensureDownloadTriggers(deps)
  void unlockSent(deps)
  return added
}

/** A file the installed app received as a share target, taken out of the worker's inbox and added. */
export async function receiveShared(deps: DownloadDeps, inboxId: string): Promise<Added> {
  const m = await shareModule()
  if (!m.ok) return { ok: false, problem: 'storage' }
  const file = await m.value.takeFromInbox(deps.caches, inboxId).catch(() => null)
  return file ? receiveEpisode(deps, file) : { ok: false, problem: 'not-received' }
}

/** Keeps the server's descriptor key while online, so a file received later verifies offline. */
export async function keepShareKey(deps: DownloadDeps): Promise<void> {
  if (!deps.online()) return
  const m = await shareModule()
  if (m.ok) await m.value.keepDescriptorKey(deps).catch(() => false)
}

/** Asks again for sent episodes' licences; once one unlocks, the player's code is fetched so it plays offline. */
export async function unlockSent(deps: DownloadDeps): Promise<void> {
  const m = await shareModule()
  const report = m.ok ? await m.value.unlockReceived(deps).catch(() => null) : null
  if (report && report.unlocked.length > 0) void loadHls().catch(() => undefined)
}
