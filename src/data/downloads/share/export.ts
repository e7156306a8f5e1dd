import type { DownloadDeps } from '../deps'
import { storedFile, storedMaster } from '../layout'
import { currentUserId } from '../rows'
import { openStore } from '../store'
import { toBase64 } from './base64url'
import { descriptorKey, fetchDescriptor, readDescriptor, verifyDescriptor } from './descriptor'
import { MAX_POSTER_CHARS, PACKAGE_EXTENSION, PACKAGE_MIME, packageBlob } from './format'
import type { SendProblem } from './problems'

/** Making the file a viewer sends: the stored ciphertext as it is, behind the server's descriptor. */

export type Built = { ok: true; file: File; storedBytes: number } | { ok: false; problem: SendProblem }

const POSTER_TYPES = ['image/jpeg', 'image/png', 'image/webp']

/** The title's poster as a data URL small enough for the header, or null (it is only a picture). */
async function posterData(deps: Pick<DownloadDeps, 'fetch'>, poster: string): Promise<string | null> {
  if (!poster) return null
  try {
    const res = await deps.fetch(poster, { credentials: 'same-origin' })
    const type = (res.headers.get('Content-Type') ?? '').split(';')[0]?.trim() ?? ''
    if (!res.ok || !POSTER_TYPES.includes(type)) return null
    const bytes = new Uint8Array(await res.arrayBuffer())
    const url = `data:${type};base64,${toBase64(bytes)}`
    return url.length <= MAX_POSTER_CHARS ? url : null
  } catch {
    return null
  }
}

/** A file name every share target and file system accepts. */
export function packageName(title: string, episodeTitle: string): string {
  const clean = (s: string) =>
    s
      .replace(/[\\/:*?"<>|\p{Cc}]+/gu, ' ')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, 60)
  const name = [clean(title), clean(episodeTitle)].filter(Boolean).join(' - ')
  return (name || 'episode') + PACKAGE_EXTENSION
}

/** The descriptor is asked for each time (only the owner may have it); files go in as blobs, never in memory. */
export async function buildPackage(deps: DownloadDeps, episodeId: number): Promise<Built> {
  const row = await deps.db.downloads.get(episodeId)
  const userId = await currentUserId(deps)
  if (row?.state !== 'completed' || row.licenseId === null || row.userId !== userId) return { ok: false, problem: 'not-ready' }
  const signed = await fetchDescriptor(deps, row.licenseId)
  if (!signed.ok) {
    const offline = signed.failure.type === 'InternetConnectionFailure' || signed.failure.type === 'TimeoutFailure'
    return { ok: false, problem: offline ? 'offline' : 'failed' }
  }
  // Checked as a receiver will check it; the key is kept too, so this device can receive offline.
  const key = await descriptorKey(deps)
  const descriptor = key ? await verifyDescriptor(key, signed.value) : readDescriptor(signed.value.descriptor)
  if (descriptor?.contentChildId !== episodeId || descriptor.quality !== row.quality) return { ok: false, problem: 'failed' }
  const cache = await openStore(deps)
  const masterRes = await cache.match(storedMaster(episodeId))
  if (!masterRes) return { ok: false, problem: 'stale' }
  const master = await masterRes.text()
  const blobs: Blob[] = []
  for (const f of descriptor.files) {
    const res = await cache.match(storedFile(episodeId, f.path))
    const blob = res ? await res.blob() : null
    // A size that differs is a file the server no longer serves (a download kept before encryption).
    if (blob?.size !== f.bytes) return { ok: false, problem: 'stale' }
    blobs.push(blob)
  }
  const header = {
    ...signed.value,
    title: row.title.slice(0, 300),
    episodeTitle: row.episodeTitle.slice(0, 300),
    poster: await posterData(deps, row.poster),
    master,
  }
  const blob = packageBlob(header, blobs)
  const storedBytes = blobs.reduce((n, b) => n + b.size, new TextEncoder().encode(master).byteLength)
  return { ok: true, file: new File([blob], packageName(row.title, row.episodeTitle), { type: PACKAGE_MIME }), storedBytes }
}
