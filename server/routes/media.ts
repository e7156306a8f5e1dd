import { join } from 'node:path'
import type { Hono } from 'hono'
import type { AppContext, AppEnv } from '../http/types.ts'
import { IMMUTABLE, resolveInside, sendBytes, sendFile } from '../http/files.ts'
import { forbidden, notFound } from '../http/errors.ts'
import { GRANTED_PREFIX, grantLive, mediaGrantSecret, verifyGrant } from '../services/media-grant.ts'
import { episodeSource, trailerSource } from '../services/media-source.ts'
import { appServedMedia, type ServedMedia } from '../services/served-media.ts'

const EPISODE_ID = /^[1-9]\d{0,9}$/

/**
 * /media: an episode's playlists and segments only under a grant the stream call minted for that
 * viewer and episode (`/media/e/<episode>/<grant>/…`); trailers at their own public directory;
 * nothing else. The encoded stream's own directory is never served bare.
 */
export function mediaRoutes(app: Hono<AppEnv>, ctx: AppContext, served: ServedMedia = appServedMedia(ctx)): void {
  const { db } = ctx
  const secret = mediaGrantSecret(db, ctx.config.mediaGrantSecret)
  const mediaRoot = join(ctx.config.assetsDir, 'media')

  app.get(`${GRANTED_PREFIX}*`, async (c) => {
    const [episode = '', grant = '', ...rest] = c.req.path.slice(GRANTED_PREFIX.length).split('/')
    const episodeId = EPISODE_ID.test(episode) ? Number(episode) : 0
    const check = verifyGrant(secret, grant, episodeId, ctx.now())
    // A grant ends with the session or licence it was given for, not only at its expiry.
    if (!check.ok || !grantLive(db, check.grant, ctx.now())) throw forbidden()
    const file = await served.file(episodeId, rest.join('/'))
    if (!file) throw notFound()
    // A key is never kept anywhere but where the app puts it: no cache, not even the browser's.
    if (file.kind === 'key')
      return c.body(new Uint8Array(file.body), 200, { 'Content-Type': 'application/octet-stream', 'Cache-Control': 'no-store' })
    // One viewer's copy, kept no longer than the grant lives: a shared cache must never hold it,
    // and after expiry the browser has to ask again, which the grant then refuses.
    const remainingS = Math.max(0, Math.floor((check.grant.expiresAtS * 1000 - ctx.now()) / 1000))
    const cacheControl = `private, max-age=${remainingS}`
    if (file.kind === 'text') return c.body(file.body, 200, { 'Content-Type': file.contentType, 'Cache-Control': cacheControl })
    if (file.kind === 'bytes') return sendBytes(c, file.body, file, cacheControl)
    const res = await sendFile(c, file.path, cacheControl)
    if (res) return res
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
