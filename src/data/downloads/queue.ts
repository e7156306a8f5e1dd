import { failure, isQuotaError, toFailure, type Failure } from '../../api/failures'
import { recordBytes } from './budget'
import { readDownloadSettings } from './settings'
import { deleteFiles, openStore, putFile } from './store'
import { fail, ok, type Result } from '../../api/result'
import { guard } from '../storage'
import type { DownloadDeps } from './deps'
import { kickDownloader } from './downloader'
import { abortBackgroundFetch } from './background-fetch'
import { abortFlights } from './flight'
import { withKey } from './keys'
import { isLicenseLimit, releaseLicense, requestLicense } from './license'
import { readMaster } from './media'
import { estimateBytes, subtitlePlaylists, trimMaster } from './playlist'
import { removeDownloads } from './remove'
import { currentUserId, isPending, patchRow, UNTOUCHED } from './rows'
import { QUALITIES, type DownloadProblem, type DownloadRow, type Quality } from './types'

/** A download that would take the origin's usage past this share of its quota is refused. */
export const QUOTA_SHARE = 0.9

export interface QualityOffer {
  quality: Quality
  bytes: number
}

export async function offerQualities(
  deps: DownloadDeps,
  episodeId: number,
): Promise<Result<{ durationS: number; offers: QualityOffer[] }>> {
  const stream = await deps.app.api.streamContent(episodeId)
  if (!stream.ok) return stream
  const master = await readMaster(deps, stream.value.url)
  if (!master.ok) return master
  const { info, durationS } = master.value
  const offers = QUALITIES.flatMap((quality) => {
    const r = info.renditions.find((x) => x.quality === quality)
    return r ? [{ quality, bytes: estimateBytes(r.bandwidth, durationS) }] : []
  })
  return ok({ durationS, offers })
}

export interface DownloadRequest {
  episodeId: number
  titleId: number
  title: string
  episodeTitle: string
  poster: string
  quality: Quality
}

export type Refusal = { ok: false; failure: Failure; problem: DownloadProblem }
export type Queued = { ok: true; value: undefined } | Refusal
const QUEUED: Queued = { ok: true, value: undefined }

const PROBLEM_FAILURES: Record<'quota' | 'license-limit', Failure> = {
  quota: failure('StorageFailure', 'There is not enough space on this device for this download'),
  'license-limit': failure('BadRequestFailure', 'You can keep at most 25 downloads', { httpStatus: 409 }),
}

function refuse(problem: DownloadProblem, from?: Failure): Refusal {
  const f =
    problem.kind === 'failure'
      ? problem.failure
      : (from ??
        (problem.kind === 'quota' || problem.kind === 'license-limit' ? PROBLEM_FAILURES[problem.kind] : failure('PermissionFailure')))
  return { ok: false, failure: f, problem }
}

/** Bytes the pending downloads still have to fetch. */
export async function pendingBytes(deps: Pick<DownloadDeps, 'db'>): Promise<number> {
  return (await deps.db.downloads.toArray()).filter(isPending).reduce((n, r) => n + Math.max(0, r.bytesTotal - r.bytesDone), 0)
}

/** Bytes that still fit within the origin's share of its quota; Infinity where the browser tells nothing. */
export async function freeRoom(deps: DownloadDeps): Promise<number> {
  try {
    const estimate = await deps.storage?.estimate()
    if (!estimate?.quota) return Infinity
    return QUOTA_SHARE * estimate.quota - (estimate.usage ?? 0) - (await pendingBytes(deps))
  } catch {
    return Infinity
  }
}

/** Forgets the promise: the storage bar asks the browser (`persisted()`) when drawn. */
function askToPersist(deps: DownloadDeps): void {
  try {
    void deps.storage?.persist?.().catch(() => false)
  } catch {
    // A browser that throws instead of answering keeps the data as best effort: the bar says so.
  }
}

const queueing = new Set<number>()

/** A licence, the size from its master, the room, then the row; a failed or expired one starts afresh. */
export async function queueDownload(deps: DownloadDeps, req: DownloadRequest): Promise<Queued> {
  if (queueing.has(req.episodeId)) return QUEUED
  queueing.add(req.episodeId)
  try {
    return await queueNow(deps, req)
  } catch (e) {
    return refuse({ kind: 'failure', failure: toFailure(e) })
  } finally {
    queueing.delete(req.episodeId)
  }
}

async function queueNow(deps: DownloadDeps, req: DownloadRequest): Promise<Queued> {
  const userId = await currentUserId(deps)
  if (userId === null) return refuse({ kind: 'failure', failure: failure('SessionFailure') })
  const existing = await deps.db.downloads.get(req.episodeId)
  if (existing?.userId === userId && existing.state !== 'failed' && existing.state !== 'expired') return QUEUED
  if (existing) await removeDownloads(deps, [existing], { release: existing.userId === userId })
  // Not awaited: Firefox answers only once the viewer responds to its prompt, maybe never.
  if ((await deps.db.downloads.count()) === 0) askToPersist(deps)
  const license = await requestLicense(deps.app.api.http, req.episodeId, req.quality)
  if (!license.ok) {
    return isLicenseLimit(license.failure)
      ? refuse({ kind: 'license-limit' }, license.failure)
      : refuse({ kind: 'failure', failure: license.failure })
  }
  const giveBack = async () => void (await releaseLicense(deps.app.api.http, license.value.licenseId))
  const master = await readMaster(deps, license.value.url)
  const rendition = master.ok ? master.value.info.renditions.find((r) => r.quality === req.quality) : undefined
  if (!master.ok || !rendition) {
    await giveBack()
    return refuse({ kind: 'failure', failure: master.ok ? failure('NotFoundFailure', 'This quality is not available') : master.failure })
  }
  const bytes = estimateBytes(rendition.bandwidth, master.value.durationS)
  if (bytes > (await freeRoom(deps))) {
    await giveBack()
    return refuse({ kind: 'quota' })
  }
  // The master is stored now, trimmed to the kept rendition: the downloader never asks for it again.
  try {
    await putFile(
      await openStore(deps),
      req.episodeId,
      'master.m3u8',
      trimMaster(master.value.text, rendition, subtitlePlaylists(master.value.text)),
    )
  } catch (e) {
    await giveBack()
    await deleteFiles(deps, (id) => id === req.episodeId)
    return isQuotaError(e) ? refuse({ kind: 'quota' }) : refuse({ kind: 'failure', failure: toFailure(e) })
  }
  const settings = await readDownloadSettings(deps.db, deps.connectionType() !== undefined)
  await recordBytes(deps.db, deps.now(), settings, new TextEncoder().encode(master.value.text).byteLength)
  const now = deps.now()
  const row: DownloadRow = {
    ...req,
    userId,
    ...UNTOUCHED,
    state: 'queued',
    bytesTotal: bytes,
    bytesDone: 0,
    segmentsTotal: 0,
    segmentsDone: 0,
    durationS: master.value.durationS,
    licenseId: license.value.licenseId,
    licenseExpiresAt: license.value.expiresAt,
    createdAt: now,
    updatedAt: now,
    sourceUrl: license.value.url,
  }
  const { licenseId, key } = license.value
  await withKey(deps.db, { episodeId: req.episodeId, licenseId, userId, key }, () => deps.db.downloads.put(row))
  void kickDownloader(deps)
  return QUEUED
}

export interface SeriesOutcome {
  queued: number[]
  refused: Array<{ episodeId: number; problem: DownloadProblem }>
}

/** "Download all": once the device or the licence limit is full, the rest are refused without asking. */
export async function queueSeries(
  deps: DownloadDeps,
  episodes: Array<Omit<DownloadRequest, 'quality'>>,
  quality: Quality,
): Promise<SeriesOutcome> {
  const out: SeriesOutcome = { queued: [], refused: [] }
  let full: DownloadProblem | null = null
  for (const ep of episodes) {
    if (full) {
      out.refused.push({ episodeId: ep.episodeId, problem: full })
      continue
    }
    const r = await queueDownload(deps, { ...ep, quality })
    if (r.ok) out.queued.push(ep.episodeId)
    else {
      out.refused.push({ episodeId: ep.episodeId, problem: r.problem })
      if (r.problem.kind === 'quota' || r.problem.kind === 'license-limit') full = r.problem
    }
  }
  return out
}

/** Pauses a download: the files in flight in this context stop at once. */
export async function pauseDownload(deps: DownloadDeps, episodeId: number): Promise<Result<void>> {
  const row = await guard(() => patchRow(deps.db, episodeId, { state: 'paused', waitReason: null, rateBps: null }, deps.now(), isPending))
  abortFlights([episodeId])
  // What the browser's own fetch already received is kept: it is paid for.
  await abortBackgroundFetch(deps, episodeId, true).catch(() => undefined)
  if (!row.ok) return row
  return row.value ? ok(undefined) : fail(failure('NotFoundFailure'))
}

/** Resumes a paused download (or retries a failed one) where it stopped. */
export async function resumeDownload(deps: DownloadDeps, episodeId: number): Promise<Result<void>> {
  const row = await guard(() =>
    patchRow(
      deps.db,
      episodeId,
      { state: 'queued', waitReason: null, problem: null },
      deps.now(),
      (r) => r.state === 'paused' || r.state === 'failed',
    ),
  )
  if (!row.ok) return row
  if (!row.value) return fail(failure('NotFoundFailure'))
  void kickDownloader(deps)
  return ok(undefined)
}

/** Cancels or deletes a download: its bytes, its rows, and its licence on the server. */
export function cancelDownload(deps: DownloadDeps, episodeId: number): Promise<Result<void>> {
  return guard(async () => {
    const row = await deps.db.downloads.get(episodeId)
    if (row) await removeDownloads(deps, [row], { release: true })
  })
}
