import { isQuotaError } from '../../../api/failures'
import type { DownloadDeps } from '../deps'
import { storedFile } from '../layout'
import { folderOf, parseMaster, parseMedia, safeRelativePath, subtitlePlaylists } from '../playlist'
import { removeDownloads } from '../remove'
import { currentUserId, UNTOUCHED } from '../rows'
import { contentType, deleteFiles, openStore, putFile } from '../store'
import type { DownloadRow, SegmentRow } from '../types'
import { toBase64Url } from './base64url'
import { descriptorKey, verifyDescriptor, type Descriptor } from './descriptor'
import { fileRanges, packageLength, readHeader, type PackageHeader } from './format'
import type { ReceiveProblem } from './problems'

// A sent episode, offline: every check first (signature, length, hashes, playlists), then files and
// row, all or nothing; the row stays `locked` until the receiver's own licence (unlock.ts).

export type Received = { ok: true; episodeId: number } | { ok: false; problem: ReceiveProblem }

const refuse = (problem: ReceiveProblem): Received => ({ ok: false, problem })

const QUOTA_SHARE = 0.9

async function sha256(bytes: ArrayBuffer): Promise<string> {
  return toBase64Url(new Uint8Array(await crypto.subtle.digest('SHA-256', bytes)))
}

/** The descriptor of a header, by the kept key, or by the server's current one if that one fails. */
async function verified(deps: DownloadDeps, header: PackageHeader): Promise<Descriptor | ReceiveProblem> {
  const key = await descriptorKey(deps)
  if (!key) return 'no-key'
  const descriptor = await verifyDescriptor(key, header)
  if (descriptor) return descriptor
  // The server may have a new key since this device kept one: ask once, while online.
  const fresh = deps.online() ? await descriptorKey(deps, true) : null
  const again = fresh && (fresh.x !== key.x || fresh.y !== key.y) ? await verifyDescriptor(fresh, header) : null
  return again ?? 'tampered'
}

/** The playlists the master names, which must all be signed files; null when it names others. */
function plannedPlaylists(header: PackageHeader, d: Descriptor): { rendition: string; subtitles: string[] } | null {
  const paths = new Set(d.files.map((f) => f.path))
  const info = parseMaster(header.master)
  const only = info?.renditions.length === 1 ? info.renditions[0] : undefined
  if (!only || only.quality !== d.quality || !paths.has(only.uri)) return null
  const subtitles = subtitlePlaylists(header.master)
  // Every playlist the master names must be signed; session data (never stored) need only be a plain name.
  const lines = header.master.split(/\r?\n/).map((l) => l.trim())
  const uris = (line: string) => [...line.matchAll(/URI="([^"]*)"/g)].map((m) => m[1] ?? '')
  const named = lines.flatMap((line) =>
    line.startsWith('#EXT-X-SESSION-DATA:') ? [] : line.startsWith('#') ? uris(line) : line === '' ? [] : [line],
  )
  const session = lines.filter((line) => line.startsWith('#EXT-X-SESSION-DATA:')).flatMap(uris)
  return named.every((u) => paths.has(u)) && session.every(safeRelativePath) ? { rendition: only.uri, subtitles } : null
}

/** Every signed file is a playlist or named by one, and the playlists name nothing else. */
function consistent(d: Descriptor, playlists: Map<string, string>): boolean {
  const paths = new Set(d.files.map((f) => f.path))
  const named = new Set(playlists.keys())
  for (const [path, text] of playlists) {
    const media = parseMedia(text, folderOf(path))
    if (!media || media.files.some((f) => !paths.has(f) || playlists.has(f))) return false
    for (const f of media.files) named.add(f)
  }
  return named.size === paths.size
}

async function hasRoom(deps: DownloadDeps, bytes: number): Promise<boolean> {
  try {
    const e = await deps.storage?.estimate()
    return !e?.quota || (e.usage ?? 0) + bytes <= QUOTA_SHARE * e.quota
  } catch {
    return true
  }
}

const importing = new Set<number>()

export async function importPackage(deps: DownloadDeps, file: Blob): Promise<Received> {
  const userId = await currentUserId(deps)
  if (userId === null) return refuse('login')
  const read = await readHeader(file)
  if (!read.ok) return refuse(read.problem)
  const { header, filesAt } = read
  const descriptor = await verified(deps, header)
  if (typeof descriptor === 'string') return refuse(descriptor)
  const expected = packageLength(filesAt, descriptor.files)
  // Shorter: cut off on its way. Longer: something was added after the server signed it.
  if (file.size !== expected) return refuse(file.size < expected ? 'damaged' : 'tampered')
  const plan = plannedPlaylists(header, descriptor)
  if (!plan) return refuse('tampered')
  const episodeId = descriptor.contentChildId
  if (importing.has(episodeId)) return refuse('already')
  importing.add(episodeId)
  try {
    return await store(deps, file, { header, filesAt, descriptor, plan, userId })
  } finally {
    importing.delete(episodeId)
  }
}

interface Checked {
  header: PackageHeader
  filesAt: number
  descriptor: Descriptor
  plan: { rendition: string; subtitles: string[] }
  userId: number
}

async function store(deps: DownloadDeps, file: Blob, c: Checked): Promise<Received> {
  const { descriptor: d, userId } = c
  const episodeId = d.contentChildId
  const existing = await deps.db.downloads.get(episodeId)
  if (existing?.userId === userId && existing.state !== 'failed' && existing.state !== 'expired') return refuse('already')
  // Each file is read and hashed one at a time (a segment is well under 1 MB), before anything is stored.
  const ranges = fileRanges(c.filesAt, d.files)
  const playlistPaths = new Set([c.plan.rendition, ...c.plan.subtitles])
  const playlists = new Map<string, string>()
  for (const { file: f, start, end } of ranges) {
    const bytes = await file.slice(start, end).arrayBuffer()
    if (bytes.byteLength !== f.bytes || (await sha256(bytes)) !== f.sha256) return refuse('tampered')
    if (playlistPaths.has(f.path)) playlists.set(f.path, new TextDecoder().decode(bytes))
  }
  if (!consistent(d, playlists)) return refuse('tampered')
  const masterBytes = new TextEncoder().encode(c.header.master).byteLength
  const total = masterBytes + d.files.reduce((n, f) => n + f.bytes, 0)
  if (!(await hasRoom(deps, total))) return refuse('quota')
  if (existing) await removeDownloads(deps, [existing], { release: existing.userId === userId })

  const cache = await openStore(deps)
  const undo = () => deleteFiles(deps, (id) => id === episodeId).catch(() => undefined)
  try {
    await putFile(cache, episodeId, 'master.m3u8', c.header.master)
    for (const { file: f, start, end } of ranges) {
      // The slice goes to the store as a blob: the episode is never read whole into memory.
      const headers = { 'Content-Type': contentType(f.path), 'Content-Length': String(f.bytes) }
      await cache.put(storedFile(episodeId, f.path), new Response(file.slice(start, end), { headers }))
    }
  } catch (e) {
    await undo()
    return refuse(isQuotaError(e) ? 'quota' : 'storage')
  }
  const now = deps.now()
  const row: DownloadRow = {
    episodeId,
    userId,
    titleId: d.titleId,
    title: c.header.title,
    episodeTitle: c.header.episodeTitle,
    poster: c.header.poster ?? '',
    quality: d.quality,
    ...UNTOUCHED,
    state: 'locked',
    bytesTotal: total,
    bytesDone: total,
    segmentsTotal: d.files.length + 1,
    segmentsDone: d.files.length + 1,
    durationS: Math.round(d.durationS),
    licenseId: null,
    licenseExpiresAt: null,
    createdAt: now,
    updatedAt: now,
    sourceUrl: null,
  }
  const segments: SegmentRow[] = [
    { episodeId, index: 0, path: 'master.m3u8', bytes: masterBytes, done: true },
    ...d.files.map((f, i) => ({ episodeId, index: i + 1, path: f.path, bytes: f.bytes, done: true })),
  ]
  try {
    const written = await deps.db.transaction('rw', deps.db.downloads, deps.db.segments, async () => {
      if (await deps.db.downloads.get(episodeId)) return false
      await deps.db.segments.where('episodeId').equals(episodeId).delete()
      await deps.db.downloads.put(row)
      await deps.db.segments.bulkPut(segments)
      return true
    })
    // Another tab added the same episode meanwhile: its files are these same bytes, so they stay.
    if (!written) return refuse('already')
  } catch (e) {
    await undo()
    return refuse(isQuotaError(e) ? 'quota' : 'storage')
  }
  return { ok: true, episodeId }
}
