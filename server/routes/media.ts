import { readFile } from 'node:fs/promises'
import { join, posix } from 'node:path'
import type { Context, Hono } from 'hono'
import type { AppContext, AppEnv } from '../http/types.ts'
import { IMMUTABLE, resolveInside, sendFile } from '../http/files.ts'
import { forbidden, notFound } from '../http/errors.ts'
import { GRANTED_PREFIX, mediaGrantSecret, verifyGrant } from '../services/media-grant.ts'
import { episodeSeconds, episodeSource, trailerSource } from '../services/media-source.ts'
import { loopedPlaylist, loopedSource, masterWithDuration, parseRefPlaylist, servedMs, variantsOf } from '../services/hls-loop.ts'
import { episodeVtt, masterWithSubtitles, subtitleFile, subtitlePlaylist } from '../services/subtitles.ts'
import { spokenLanguage } from '../seed/data/subtitles.ts'
import { introRange } from '../seed/data/intros.ts'
import { loopedThumbnails, parseRefThumbnails, THUMBNAILS_SPRITE, THUMBNAILS_TRACK, thumbnailsSessionData } from '../services/thumbnails.ts'

// A file inside a stream's directory: a rendition folder deep at most, with no dot-segment, no
// escaped slash or backslash, so nothing under a grant reaches outside its stream.
const STREAM_FILE = /^(?:[A-Za-z0-9_-][A-Za-z0-9_.-]{0,63}\/){0,2}[A-Za-z0-9_-][A-Za-z0-9_.-]{0,63}$/
const EPISODE_ID = /^[1-9]\d{0,9}$/

const playlist = (c: Context, text: string, cacheControl: string) =>
  c.body(text, 200, { 'Content-Type': 'application/vnd.apple.mpegurl', 'Cache-Control': cacheControl })

// The reference playlists never change while the server runs: read each once.
const referenceCache = new Map<string, Promise<string | null>>()
function referenceText(streamDir: string, file: string): Promise<string | null> {
  const path = resolveInside(streamDir, file)
  if (!path) return Promise.resolve(null)
  let text = referenceCache.get(path)
  if (!text) {
    text = readFile(path, 'utf8').catch(() => null)
    referenceCache.set(path, text)
  }
  return text
}

/**
 * /media: an episode's playlists and segments only under a grant the stream call minted for that
 * viewer and episode (`/media/e/<episode>/<grant>/…`); trailers at their own public directory;
 * nothing else. The encoded stream's own directory is never served bare.
 */
export function mediaRoutes(app: Hono<AppEnv>, ctx: AppContext): void {
  const { db } = ctx
  const secret = mediaGrantSecret(db, ctx.config.mediaGrantSecret)
  const mediaRoot = join(ctx.config.assetsDir, 'media')

  app.get(`${GRANTED_PREFIX}*`, async (c) => {
    const [episode = '', grant = '', ...rest] = c.req.path.slice(GRANTED_PREFIX.length).split('/')
    const episodeId = EPISODE_ID.test(episode) ? Number(episode) : 0
    const check = verifyGrant(secret, grant, episodeId, ctx.now())
    if (!check.ok) throw forbidden()
    const file = rest.join('/')
    const source = episodeSource(db)
    const durationS = episodeSeconds(db, episodeId, ctx.config.mediaEpisodeSeconds)
    if (!source || durationS === null || !STREAM_FILE.test(file)) throw notFound()
    // One viewer's copy, kept no longer than the grant lives: a shared cache must never hold it,
    // and after expiry the browser has to ask again, which the grant then refuses.
    const remainingS = Math.max(0, Math.floor((check.grant.expiresAtS * 1000 - ctx.now()) / 1000))
    const cacheControl = `private, max-age=${remainingS}`
    const streamDir = join(mediaRoot, source.dir)
    const master = await referenceText(streamDir, source.master)
    if (master === null) throw notFound()
    const variants = variantsOf(master)
    if (file === THUMBNAILS_SPRITE) {
      const path = resolveInside(streamDir, THUMBNAILS_SPRITE)
      const res = path ? await sendFile(c, path, cacheControl) : null
      if (res) return res
      throw notFound()
    }
    const subtitles = subtitleFile(file)
    const thumbnails = file === THUMBNAILS_TRACK
    if (file === source.master || subtitles || thumbnails) {
      const first = variants[0] === undefined ? null : await referenceText(streamDir, variants[0])
      const ref = first === null ? null : parseRefPlaylist(first)
      const ms = ref ? servedMs(ref, durationS) : durationS * 1000
      if (subtitles?.kind === 'playlist') return playlist(c, subtitlePlaylist(subtitles.lang, ms), cacheControl)
      if (subtitles) return c.body(episodeVtt(subtitles.lang, episodeId, ms), 200, { 'Content-Type': 'text/vtt; charset=utf-8', 'Cache-Control': cacheControl })
      if (thumbnails) {
        const refTrack = await referenceText(streamDir, THUMBNAILS_TRACK)
        if (refTrack === null || !ref) throw notFound()
        return c.body(loopedThumbnails(parseRefThumbnails(refTrack), ref.totalMs, ms), 200, { 'Content-Type': 'text/vtt; charset=utf-8', 'Cache-Control': cacheControl })
      }
      const title = db
        .prepare<[number], { id: number; content_type: 'single' | 'serie' }>('SELECT t.id, t.content_type FROM episodes e JOIN titles t ON t.id = e.title_id WHERE e.id = ?')
        .get(episodeId)
      const intro = title ? introRange(title.content_type, episodeId) : null
      const withThumbs = (await referenceText(streamDir, THUMBNAILS_TRACK)) === null ? master : `${master.trimEnd()}\n${thumbnailsSessionData()}\n`
      return playlist(c, masterWithSubtitles(masterWithDuration(withThumbs, Math.round(ms / 1000)), spokenLanguage(title?.id ?? 0), intro), cacheControl)
    }
    // Only what the episode's own playlists name is served: its media playlists, each rendition's
    // init segment, and the looped segment addresses up to the episode's end.
    for (const variant of variants) {
      const dir = posix.dirname(variant)
      const prefix = dir === '.' ? '' : `${dir}/`
      if (file !== variant && !file.startsWith(prefix)) continue
      const text = await referenceText(streamDir, variant)
      const ref = text === null ? null : parseRefPlaylist(text)
      if (!ref) continue
      if (file === variant) return playlist(c, loopedPlaylist(ref, durationS), cacheControl)
      const rel = file.slice(prefix.length)
      const target = rel === ref.map ? ref.map : loopedSource(ref, durationS, rel)
      const path = target ? resolveInside(streamDir, `${prefix}${target}`) : null
      const res = path ? await sendFile(c, path, cacheControl) : null
      if (res) return res
    }
    throw notFound()
  })

  app.get('/media/*', async (c) => {
    const rel = c.req.path.slice('/media/'.length)
    const trailer = trailerSource(db)
    if (trailer && rel.startsWith(`${trailer.dir}/`)) {
      const file = resolveInside(join(mediaRoot, trailer.dir), rel.slice(trailer.dir.length + 1))
      const res = file ? await sendFile(c, file, IMMUTABLE) : null
      if (res) return res
    }
    const stream = episodeSource(db)
    if (stream && (rel === stream.dir || rel.startsWith(`${stream.dir}/`))) throw forbidden()
    throw notFound()
  })
}
