import { failure, isQuotaError, storageFailure, waitsForNetwork, type Failure } from '../../api/failures'
import { recordBytes } from './budget'
import type { DownloadDeps } from './deps'
import { endFlight, startFlight } from './flight'
import { gate } from './gate'
import { withKey } from './keys'
import { isSubscriptionEnded, renewLicense, requestLicense } from './license'
import { grantDir, fetchBytes, fetchFile } from './media'
import { folderOf, parseMaster, parseMedia, subtitlePlaylists, trimMaster } from './playlist'
import { markStored, segmentsOf, settleDownload } from './progress'
import { expireRow, patchRow } from './rows'
import { openStore, putFile, storedSize } from './store'
import { storedFile, storedMaster } from './layout'
import type { DownloadRow, SegmentRow, WaitReason } from './types'
import { startBackgroundFetch, turnOffBackgroundFetch } from './background-fetch'
import { watchBackgroundFetch, watchesBackgroundFetch } from './supervise'

/** Two hide each request's round trip behind the other's transfer; more only waste partial files when the link cuts. */
export const FILES_IN_FLIGHT = 2

export type EpisodeEnd =
  | { kind: 'completed' }
  /** Paused, deleted, or no longer this downloader's to fetch. */
  | { kind: 'stopped' }
  /** The worker's Background Fetch carries on with the rest. */
  | { kind: 'handed' }
  | { kind: 'held'; reason: WaitReason; until: number | null }
  | { kind: 'quota' }
  | { kind: 'expired' }
  | { kind: 'failed'; failure: Failure }

const STOPPED: EpisodeEnd = { kind: 'stopped' }
const NETWORK: EpisodeEnd = { kind: 'held', reason: 'network', until: null }

// What the network's return cures waits for it; anything else ends the download with its failure.
const endFor = (f: Failure): EpisodeEnd => (waitsForNetwork(f) ? NETWORK : { kind: 'failed', failure: f })

const storeEnd = (e: unknown): EpisodeEnd => (isQuotaError(e) ? { kind: 'quota' } : { kind: 'failed', failure: storageFailure(e) })

type Fetched = { ok: true; bytes: ArrayBuffer } | { ok: false; end: EpisodeEnd }

/** One episode's fetching, with its grant: a refused grant is renewed once for every file in flight. */
class EpisodeRun {
  private url: string
  private licenseId: string | null
  private renewing: Promise<EpisodeEnd | null> | null = null
  private bytesRun = 0
  private readonly started: number
  readonly controller: AbortController

  constructor(
    private readonly deps: DownloadDeps,
    private readonly row: DownloadRow,
  ) {
    this.url = row.sourceUrl ?? ''
    this.licenseId = row.licenseId
    this.started = deps.now()
    this.controller = startFlight(row.episodeId)
  }

  end(): void {
    endFlight(this.row.episodeId, this.controller)
  }

  get rate(): number | null {
    const s = (this.deps.now() - this.started) / 1000
    return s > 0 ? Math.round(this.bytesRun / s) : null
  }

  /** The live address of a file, under the current grant; null before the download has one. */
  addressOf(path: string): string | null {
    return this.url === '' ? null : grantDir(this.url) + path
  }

  /** After `failedUrl` was refused: null once a fresh grant is in place, or how the episode ends. */
  private renew(failedUrl: string): Promise<EpisodeEnd | null> {
    if (this.url !== failedUrl) return Promise.resolve(null)
    this.renewing ??= this.renewNow().finally(() => {
      this.renewing = null
    })
    return this.renewing
  }

  private async renewNow(): Promise<EpisodeEnd | null> {
    const { deps, row } = this
    const http = deps.app.api.http
    const answer =
      this.licenseId !== null
        ? await renewLicense(http, row.episodeId, this.licenseId)
        : await requestLicense(http, row.episodeId, row.quality)
    if (!answer.ok) {
      if (!isSubscriptionEnded(answer.failure)) return endFor(answer.failure)
      await expireRow(deps.db, row.episodeId, { kind: 'subscription-ended' }, deps.now())
      return { kind: 'expired' }
    }
    this.url = answer.value.url
    this.licenseId = answer.value.licenseId
    const { licenseId, key } = answer.value
    const updated = await withKey(deps.db, { episodeId: row.episodeId, licenseId, userId: row.userId, key }, () =>
      patchRow(
        deps.db,
        row.episodeId,
        { sourceUrl: answer.value.url, licenseId: answer.value.licenseId, licenseExpiresAt: answer.value.expiresAt },
        deps.now(),
      ),
    )
    return updated ? null : STOPPED
  }

  /** A file below the stream root; a 403 (the grant lapsed) renews the licence and asks once more. */
  async fetch(path: string, resumable = false): Promise<Fetched> {
    if (this.url === '') {
      const end = await this.renew('')
      if (end) return { ok: false, end }
    }
    const signal = this.controller.signal
    const asked = this.url
    const get = (dir: string) =>
      resumable ? fetchFile(this.deps, dir + path, `${this.row.episodeId}/${path}`, signal) : fetchBytes(this.deps, dir + path, signal)
    let answer = await get(grantDir(asked))
    if (!answer.ok && answer.failure.httpStatus === 403) {
      const end = await this.renew(asked)
      if (end) return { ok: false, end }
      answer = await get(grantDir(this.url))
    }
    // A file that arrived whole as the viewer paused is kept: its bytes are paid for.
    if (!answer.ok) return { ok: false, end: signal.aborted ? STOPPED : endFor(answer.failure) }
    this.bytesRun += answer.value.byteLength
    return { ok: true, bytes: answer.value }
  }

  /** The master and the kept rendition's playlist, stored; then the rows of every file. */
  async plan(): Promise<SegmentRow[] | EpisodeEnd> {
    const { deps, row } = this
    const id = row.episodeId
    const unreadable = (): EpisodeEnd => ({ kind: 'failed', failure: failure('ServerFailure', 'The server sent an unreadable answer') })
    const cache = await openStore(deps)
    // The master was stored when the download was queued; an older row fetches it now.
    const kept = await cache.match(storedMaster(id))
    const master = kept ? { ok: true as const, bytes: await kept.arrayBuffer() } : await this.fetch('master.m3u8')
    if (!master.ok) return master.end
    const masterText = new TextDecoder().decode(master.bytes)
    const rendition = parseMaster(masterText)?.renditions.find((r) => r.quality === row.quality)
    if (!rendition) return unreadable()
    const playlist = await this.fetch(rendition.uri)
    if (!playlist.ok) return playlist.end
    const mediaText = new TextDecoder().decode(playlist.bytes)
    const media = parseMedia(mediaText, folderOf(rendition.uri))
    if (!media || media.files.includes(rendition.uri)) return unreadable()
    // Every subtitle language goes along (a few KB each); one the server will not give is left out.
    const subs: Array<{ uri: string; text: string; bytes: number; files: string[] }> = []
    for (const uri of subtitlePlaylists(masterText)) {
      const got = await this.fetch(uri)
      if (!got.ok) continue
      const text = new TextDecoder().decode(got.bytes)
      const parsed = parseMedia(text, folderOf(uri))
      if (parsed && parsed.files.length > 0 && !parsed.files.includes(uri) && !parsed.files.some((f) => media.files.includes(f)))
        subs.push({ uri, text, bytes: got.bytes.byteLength, files: parsed.files })
    }
    const { settings } = await gate(deps)
    await recordBytes(
      deps.db,
      deps.now(),
      settings,
      (kept ? 0 : master.bytes.byteLength) + playlist.bytes.byteLength + subs.reduce((n, s) => n + s.bytes, 0),
    )
    let stored: number[]
    try {
      stored = [
        await putFile(
          cache,
          id,
          'master.m3u8',
          trimMaster(
            masterText,
            rendition,
            subs.map((s) => s.uri),
          ),
        ),
        await putFile(cache, id, rendition.uri, mediaText),
      ]
      for (const s of subs) stored.push(await putFile(cache, id, s.uri, s.text))
    } catch (e) {
      return storeEnd(e)
    }
    const pending = [...subs.flatMap((s) => s.files), ...media.files]
    const segments: SegmentRow[] = [
      { episodeId: id, index: 0, path: 'master.m3u8', bytes: stored[0] ?? 0, done: true },
      { episodeId: id, index: 1, path: rendition.uri, bytes: stored[1] ?? 0, done: true },
      ...subs.map((s, i) => ({ episodeId: id, index: i + 2, path: s.uri, bytes: stored[i + 2] ?? 0, done: true })),
      ...pending.map((path, i) => ({ episodeId: id, index: i + 2 + subs.length, path, bytes: 0, done: false })),
    ]
    const planned = await deps.db.transaction('rw', deps.db.downloads, deps.db.segments, async () => {
      const current = await deps.db.downloads.get(id)
      if (!current) return false
      if ((await deps.db.segments.where('episodeId').equals(id).count()) > 0) return true
      await deps.db.segments.bulkPut(segments)
      await deps.db.downloads.put({
        ...current,
        segmentsTotal: segments.length,
        segmentsDone: 2 + subs.length,
        bytesDone: stored.reduce((n, b) => n + b, 0),
        durationS: current.durationS > 0 ? current.durationS : Math.round(media.durationS),
        updatedAt: deps.now(),
      })
      return true
    })
    if (!planned) {
      await Promise.all(['master.m3u8', rendition.uri, ...subs.map((s) => s.uri)].map((f) => cache.delete(storedFile(id, f))))
      return STOPPED
    }
    return segmentsOf(deps.db, id)
  }

  /** One missing file: the rules first, then fetch, store whole, record; a gone row drops the file. */
  async one(seg: SegmentRow, cache: Cache): Promise<EpisodeEnd | null> {
    const { deps } = this
    const current = await deps.db.downloads.get(seg.episodeId)
    if (current?.state !== 'downloading') return STOPPED
    const { verdict, settings } = await gate(deps)
    if (!verdict.ok) return { kind: 'held', reason: verdict.reason, until: verdict.until }
    const file = await this.fetch(seg.path, true)
    if (!file.ok) return file.end
    // Bytes received count toward tonight's budget whatever happens to them next.
    await recordBytes(deps.db, deps.now(), settings, file.bytes.byteLength)
    let size: number
    try {
      size = await putFile(cache, seg.episodeId, seg.path, file.bytes)
    } catch (e) {
      return storeEnd(e)
    }
    if (!(await markStored(deps.db, seg.episodeId, seg.index, size, deps.now(), this.rate))) {
      await cache.delete(storedFile(seg.episodeId, seg.path))
      return STOPPED
    }
    return null
  }
}

/** The rest goes to Background Fetch where there is one; a page watches it and answers the files still missing. */
async function handOver(deps: DownloadDeps, run: EpisodeRun, row: DownloadRow, missing: SegmentRow[]): Promise<'handed' | SegmentRow[]> {
  let left = missing
  for (;;) {
    const files = left.flatMap((s) => {
      const url = run.addressOf(s.path)
      return url === null ? [] : [{ path: s.path, url }]
    })
    if (left.length === 0 || files.length < left.length) return left
    const current = (await deps.db.downloads.get(row.episodeId)) ?? row
    const { settings } = await gate(deps)
    const downloadTotal = announcedTotal(current)
    const started = await startBackgroundFetch(deps, row.episodeId, files, {
      title: `${row.title} · ${row.episodeTitle}`,
      downloadTotal,
      settings,
    }).catch(() => false)
    if (!started) return left
    if (!(deps.watchBackgroundFetch ?? watchesBackgroundFetch())) return 'handed'
    const end = await watchBackgroundFetch(deps, current)
    if (end === 'stopped') return []
    const before = left.length
    left = await stillMissing(deps, left)
    // A batch that brought nothing is not handed over again: the page fetches the rest.
    if (left.length > 0 && left.length === before) await turnOffBackgroundFetch(deps.db, row.episodeId, current.createdAt)
  }
}

/** The row's bytes left plus two files' worth (subtitles, rounding): the browser stops a batch that passes it. */
export function announcedTotal(row: Pick<DownloadRow, 'bytesTotal' | 'bytesDone' | 'segmentsTotal'>): number {
  const left = Math.max(0, row.bytesTotal - row.bytesDone)
  return left === 0 ? 0 : left + 2 * Math.ceil(row.bytesTotal / Math.max(1, row.segmentsTotal))
}

/** The files of `segments` not in the store yet; one stored but not yet marked is marked, not fetched. */
async function stillMissing(deps: DownloadDeps, segments: SegmentRow[]): Promise<SegmentRow[]> {
  const cache = await openStore(deps)
  const done = new Map((await segmentsOf(deps.db, segments[0]?.episodeId ?? -1)).map((s) => [s.index, s.done]))
  const missing: SegmentRow[] = []
  for (const seg of segments) {
    if (done.get(seg.index) === true) continue
    const size = await storedSize(cache, seg.episodeId, seg.path)
    if (size === null || !(await markStored(deps.db, seg.episodeId, seg.index, size, deps.now()))) missing.push(seg)
  }
  return missing
}

/** Fetches what an episode still misses; a file stored but not yet marked is recorded, not fetched again. */
export async function downloadEpisode(deps: DownloadDeps, row: DownloadRow): Promise<EpisodeEnd> {
  const run = new EpisodeRun(deps, row)
  try {
    let segments = await segmentsOf(deps.db, row.episodeId)
    if (segments.length === 0) {
      const planned = await run.plan()
      if (!Array.isArray(planned)) return planned
      segments = planned
    }
    const cache = await openStore(deps)
    let missing = await stillMissing(deps, segments)
    const left = missing.length > 0 ? await handOver(deps, run, row, missing) : missing
    if (left === 'handed') return { kind: 'handed' }
    missing = left
    let next = 0
    let stop: EpisodeEnd | null = null
    const worker = async () => {
      while (stop === null && next < missing.length) {
        const seg = missing[next++]
        const end = seg ? await run.one(seg, cache) : null
        stop ??= end
      }
    }
    await Promise.all(Array.from({ length: FILES_IN_FLIGHT }, worker))
    if (stop) return stop
    return (await settleDownload(deps.db, row.episodeId, deps.now())) ? { kind: 'completed' } : STOPPED
  } finally {
    run.end()
  }
}
