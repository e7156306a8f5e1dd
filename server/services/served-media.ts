import { createHash } from 'node:crypto'
import { readFile, stat } from 'node:fs/promises'
import { join, posix } from 'node:path'
import type { Database } from 'better-sqlite3'
import type { AppContext } from '../http/types.ts'
import { contentTypeOf, resolveInside } from '../http/files.ts'
import { episodeSeconds, episodeSource } from './media-source.ts'
import { loopedPlaylist, loopedSegment, masterWithDuration, parseRefPlaylist, servedMs, variantsOf, type RefPlaylist } from './hls-loop.ts'
import { episodeVtt, masterWithSubtitles, subtitleFile, subtitlePlaylist } from './subtitles.ts'
import { loopedThumbnails, parseRefThumbnails, THUMBNAILS_SPRITE, THUMBNAILS_TRACK, thumbnailsSessionData } from './thumbnails.ts'
import { encrypt, episodeKey, initIv, mediaKeySecret, sequenceIv } from './media-key.ts'
import { spokenLanguage } from '../seed/data/subtitles.ts'
import { introRange } from '../seed/data/intros.ts'

// A file inside a stream's directory: a rendition folder deep at most, with no dot-segment, no
// escaped slash or backslash, so nothing under a grant reaches outside its stream.
const STREAM_FILE = /^(?:[A-Za-z0-9_-][A-Za-z0-9_.-]{0,63}\/){0,2}[A-Za-z0-9_-][A-Za-z0-9_.-]{0,63}$/
/** A rendition's key, beside its media playlist (`URI="key"`). */
export const KEY_FILE = 'key'
export const PLAYLIST_TYPE = 'application/vnd.apple.mpegurl'
export const VTT_TYPE = 'text/vtt; charset=utf-8'
// Encrypted bodies kept between requests: a player and a download ask for each segment once, but
// several viewers of one episode, ranges after a cut and the descriptor's hashing ask again.
const ENCRYPTED_CACHE_BYTES = 64 * 1024 * 1024

/** What the grant route answers for a file of an episode, before its caching headers. */
export type ServedFile =
  | { kind: 'text'; body: string; contentType: string }
  | { kind: 'file'; path: string }
  | { kind: 'bytes'; body: Buffer; contentType: string; etag: string; lastModified: Date }
  | { kind: 'key'; body: Buffer }

interface Encrypted {
  body: Buffer
  etag: string
  lastModified: Date
}

export interface ServedMedia {
  /** The episode's file as served under a grant; null when the episode's playlists do not name it. */
  file(episodeId: number, file: string): Promise<ServedFile | null>
  /** The bytes a viewer receives for that file (null for a key or an unknown file): what a descriptor hashes. */
  bytes(episodeId: number, file: string): Promise<Buffer | null>
  /** The rendition folders an episode's master names, with their media playlists (`240p` → `240p/index.m3u8`). */
  renditions(episodeId: number): Promise<Map<string, string> | null>
  /** How long the episode's playlists run, in milliseconds. */
  servedMs(episodeId: number): Promise<number | null>
}

/**
 * The one place that says which bytes an episode's address holds: the media route serves them and
 * the descriptor of a shared download hashes them, so the two can never disagree.
 */
export function servedMedia(deps: { db: Database; mediaRoot: string; episodeSecondsCap: number | null; keySecret: Buffer }): ServedMedia {
  const { db, mediaRoot, keySecret } = deps

  // The reference playlists never change while the server runs: read each once.
  const referenceCache = new Map<string, Promise<string | null>>()
  const referenceText = (streamDir: string, file: string): Promise<string | null> => {
    const path = resolveInside(streamDir, file)
    if (!path) return Promise.resolve(null)
    let text = referenceCache.get(path)
    if (!text) {
      text = readFile(path, 'utf8').catch(() => null)
      referenceCache.set(path, text)
    }
    return text
  }

  const encryptedCache = new Map<string, Encrypted>()
  let cachedBytes = 0
  const remember = (id: string, value: Encrypted) => {
    encryptedCache.set(id, value)
    cachedBytes += value.body.length
    for (const [oldest, old] of encryptedCache) {
      if (cachedBytes <= ENCRYPTED_CACHE_BYTES) break
      encryptedCache.delete(oldest)
      cachedBytes -= old.body.length
    }
  }

  const encrypted = async (episodeId: number, file: string, path: string, iv: Buffer, keep: boolean): Promise<Encrypted | null> => {
    const id = `${episodeId}/${file}`
    const hit = encryptedCache.get(id)
    if (hit) {
      // Most recently used goes last.
      encryptedCache.delete(id)
      encryptedCache.set(id, hit)
      return hit
    }
    let plain: Buffer
    let mtime: Date
    try {
      ;[plain, mtime] = await Promise.all([readFile(path), stat(path).then((s) => s.mtime)])
    } catch {
      return null
    }
    const body = encrypt(episodeKey(keySecret, episodeId), iv, plain)
    // Strong: the same episode, path and key always give these exact bytes.
    const value = { body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`, lastModified: mtime }
    if (keep) remember(id, value)
    return value
  }

  const stream = async (episodeId: number) => {
    const source = episodeSource(db)
    const durationS = episodeSeconds(db, episodeId, deps.episodeSecondsCap)
    if (!source || durationS === null) return null
    const streamDir = join(mediaRoot, source.dir)
    const master = await referenceText(streamDir, source.master)
    if (master === null) return null
    return { source, durationS, streamDir, master, variants: variantsOf(master) }
  }

  const refOf = async (streamDir: string, variant: string | undefined): Promise<RefPlaylist | null> => {
    const text = variant === undefined ? null : await referenceText(streamDir, variant)
    return text === null ? null : parseRefPlaylist(text)
  }

  const playedMs = (ref: RefPlaylist | null, durationS: number) => (ref ? servedMs(ref, durationS) : durationS * 1000)

  async function file(episodeId: number, file: string, keep = true): Promise<ServedFile | null> {
    const s = await stream(episodeId)
    if (!s || !STREAM_FILE.test(file)) return null
    const { source, durationS, streamDir, master, variants } = s
    if (file === THUMBNAILS_SPRITE) {
      const path = resolveInside(streamDir, THUMBNAILS_SPRITE)
      return path ? { kind: 'file', path } : null
    }
    const subtitles = subtitleFile(file)
    const thumbnails = file === THUMBNAILS_TRACK
    if (file === source.master || subtitles || thumbnails) {
      const ref = await refOf(streamDir, variants[0])
      const ms = playedMs(ref, durationS)
      if (subtitles?.kind === 'playlist') return { kind: 'text', body: subtitlePlaylist(subtitles.lang, ms), contentType: PLAYLIST_TYPE }
      if (subtitles) return { kind: 'text', body: episodeVtt(subtitles.lang, episodeId, ms), contentType: VTT_TYPE }
      if (thumbnails) {
        const refTrack = await referenceText(streamDir, THUMBNAILS_TRACK)
        if (refTrack === null || !ref) return null
        return { kind: 'text', body: loopedThumbnails(parseRefThumbnails(refTrack), ref.totalMs, ms), contentType: VTT_TYPE }
      }
      const title = db
        .prepare<[number], { id: number; content_type: 'single' | 'serie' }>(
          'SELECT t.id, t.content_type FROM episodes e JOIN titles t ON t.id = e.title_id WHERE e.id = ?',
        )
        .get(episodeId)
      const intro = title ? introRange(title.content_type, episodeId) : null
      const withThumbs =
        (await referenceText(streamDir, THUMBNAILS_TRACK)) === null ? master : `${master.trimEnd()}\n${thumbnailsSessionData()}\n`
      const body = masterWithSubtitles(masterWithDuration(withThumbs, Math.round(ms / 1000)), spokenLanguage(title?.id ?? 0), intro)
      return { kind: 'text', body, contentType: PLAYLIST_TYPE }
    }
    // Only what the episode's own playlists name is served: its media playlists and their key, each
    // rendition's init segment, and the looped segment addresses up to the episode's end.
    for (const variant of variants) {
      const dir = posix.dirname(variant)
      const prefix = dir === '.' ? '' : `${dir}/`
      if (file !== variant && !file.startsWith(prefix)) continue
      const ref = await refOf(streamDir, variant)
      if (!ref) continue
      const initIvOf = () => initIv(keySecret, episodeId, dir)
      if (file === variant)
        return { kind: 'text', body: loopedPlaylist(ref, durationS, { initIvHex: initIvOf().toString('hex') }), contentType: PLAYLIST_TYPE }
      const rel = file.slice(prefix.length)
      if (rel === KEY_FILE) return { kind: 'key', body: episodeKey(keySecret, episodeId) }
      const segment = rel === ref.map ? null : loopedSegment(ref, durationS, rel)
      const target =
        rel === ref.map ? { uri: ref.map, iv: initIvOf() } : segment ? { uri: segment.uri, iv: sequenceIv(segment.sequence) } : null
      const path = target ? resolveInside(streamDir, `${prefix}${target.uri}`) : null
      const body = target && path ? await encrypted(episodeId, file, path, target.iv, keep) : null
      if (body) return { kind: 'bytes', ...body, contentType: contentTypeOf(path ?? file) }
    }
    return null
  }

  return {
    file: (episodeId, path) => file(episodeId, path),
    async bytes(episodeId, path) {
      // Hashing a whole episode must not push the segments viewers are fetching out of the cache.
      const served = await file(episodeId, path, false)
      if (!served || served.kind === 'key') return null
      if (served.kind === 'text') return Buffer.from(served.body, 'utf8')
      if (served.kind === 'file') return readFile(served.path).catch(() => null)
      return served.body
    },
    async renditions(episodeId) {
      const s = await stream(episodeId)
      if (!s) return null
      return new Map(s.variants.map((v) => [posix.dirname(v), v]))
    },
    async servedMs(episodeId) {
      const s = await stream(episodeId)
      return s ? playedMs(await refOf(s.streamDir, s.variants[0]), s.durationS) : null
    },
  }
}

/** The served media of the app's configuration (one per app, so its caches are shared by its routes). */
const perContext = new WeakMap<AppContext, ServedMedia>()
export function appServedMedia(ctx: AppContext): ServedMedia {
  let served = perContext.get(ctx)
  if (!served) {
    served = servedMedia({
      db: ctx.db,
      mediaRoot: join(ctx.config.assetsDir, 'media'),
      episodeSecondsCap: ctx.config.mediaEpisodeSeconds,
      keySecret: mediaKeySecret(ctx.db, ctx.config.mediaKeySecret),
    })
    perContext.set(ctx, served)
  }
  return served
}
