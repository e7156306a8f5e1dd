import type { Hono } from 'hono'
import * as v from 'valibot'
import type { AppContext, AppEnv } from '../http/types.ts'
import { id, parseBody, text } from '../http/validation.ts'
import { requireUser } from '../http/auth.ts'
import { MSG, forbidden, notFound } from '../http/errors.ts'
import { childTitle, getEpisode, getTitle } from '../services/content.ts'
import { isEntitled } from '../services/subscription.ts'
import { grantedMediaPath, mediaGrantSecret, mintGrant, sessionSeq } from '../services/media-grant.ts'
import { episodeSource, trailerUrl } from '../services/media-source.ts'

const StreamBody = v.object({
  contentChildId: id('contentChildId'),
  platform: text('platform', 40),
  deviceId: text('deviceId', 200),
})

export function streamingRoutes(app: Hono<AppEnv>, ctx: AppContext): void {
  const { db } = ctx

  const lookup = (childId: number) => {
    const e = getEpisode(db, childId)
    const t = e ? getTitle(db, e.title_id) : undefined
    if (!e || !t) throw notFound('Content child not found')
    return { e, t }
  }
  const secret = mediaGrantSecret(db, ctx.config.mediaGrantSecret)

  // Free episodes need a login; paid ones need an active subscription. An anonymous viewer is asked
  // to log in first either way, since logging in may reveal a subscription. Trailers are open to all.
  app.post('/v1/streaming/content', async (c) => {
    const user = requireUser(c, ctx)
    const body = await parseBody(c, StreamBody)
    const { e, t } = lookup(body.contentChildId)
    if (e.is_free !== 1 && !isEntitled(db, user.userId, ctx.now())) throw forbidden(MSG.subscribe)
    const source = episodeSource(db)
    if (!source) throw notFound('Stream not found')
    // The answer is this viewer's own key to the media: never kept by any cache.
    c.header('Cache-Control', 'no-store')
    const expiresAtS = Math.floor(ctx.now() / 1000) + ctx.config.mediaGrantTtlS
    const seq = sessionSeq(db, user.sessionId)
    if (seq === null) throw notFound('Session not found')
    // Bound to this session: logout, or losing the device to another login, ends the grant too.
    const grant = mintGrant(secret, { userId: user.userId, episodeId: e.id, expiresAtS, binding: { kind: 'session', seq } })
    return c.json({ url: grantedMediaPath(e.id, grant, source.master), title: childTitle(t, e), poster: e.episode_poster_img })
  })

  app.post('/v1/streaming/trailer', async (c) => {
    const body = await parseBody(c, StreamBody)
    const { t } = lookup(body.contentChildId)
    return c.json({ url: trailerUrl(db), title: t.title, poster: t.slider_img })
  })
}
