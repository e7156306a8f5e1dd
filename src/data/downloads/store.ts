import type { DownloadDeps } from './deps'
import { DOWNLOADS_CACHE, DOWNLOADS_PREFIX, storedFile } from './layout'

/** The bytes side of a download: files in the downloads cache, under the episode's prefix. */

const TYPES: Record<string, string> = {
  m3u8: 'application/vnd.apple.mpegurl',
  mp4: 'video/mp4',
  m4s: 'video/iso.segment',
}

export const contentType = (path: string) => TYPES[path.slice(path.lastIndexOf('.') + 1)] ?? 'application/octet-stream'

export const openStore = (deps: Pick<DownloadDeps, 'caches'>) => deps.caches.open(DOWNLOADS_CACHE)

/**
 * Stores one whole file. Cache Storage writes an entry whole or not at all, so a full disk or a
 * cut leaves no partial file behind; the key is deleted anyway in case a browser did keep one.
 */
export async function putFile(cache: Cache, episodeId: number, path: string, body: ArrayBuffer | string): Promise<number> {
  const bytes = typeof body === 'string' ? new TextEncoder().encode(body) : new Uint8Array(body)
  const key = storedFile(episodeId, path)
  try {
    await cache.put(
      key,
      new Response(bytes, { headers: { 'Content-Type': contentType(path), 'Content-Length': String(bytes.byteLength) } }),
    )
  } catch (e) {
    await cache.delete(key).catch(() => false)
    throw e
  }
  return bytes.byteLength
}

/** The size of a stored file, or null when it is not in the store. */
export async function storedSize(cache: Cache, episodeId: number, path: string): Promise<number | null> {
  const res = await cache.match(storedFile(episodeId, path))
  if (!res) return null
  const length = Number(res.headers.get('Content-Length'))
  return Number.isFinite(length) && length >= 0 && res.headers.has('Content-Length') ? length : (await res.arrayBuffer()).byteLength
}

/** The episode a stored key belongs to (`/__downloads/<episodeId>/…`), or null for any other key. */
export function keyEpisode(url: string): number | null {
  const path = new URL(url, 'http://localhost/').pathname
  if (!path.startsWith(DOWNLOADS_PREFIX)) return null
  const id = Number(path.slice(DOWNLOADS_PREFIX.length).split('/')[0])
  return Number.isInteger(id) && id > 0 ? id : null
}

/** Deletes the stored files of the episodes that `drop` picks (all of them when it is omitted). */
export async function deleteFiles(deps: Pick<DownloadDeps, 'caches'>, drop: (episodeId: number) => boolean): Promise<void> {
  const cache = await openStore(deps)
  const keys = await cache.keys()
  await Promise.all(
    keys.map((req) => {
      const id = keyEpisode(req.url)
      return id !== null && drop(id) ? cache.delete(req) : Promise.resolve(false)
    }),
  )
}
