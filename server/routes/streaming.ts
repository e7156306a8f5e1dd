import type { Hono } from 'hono'
import * as v from 'valibot'
import type { AppContext, AppEnv } from '../http/types.ts'
import { id, parseBody, text } from '../http/validation.ts'
import { requireUser } from '../http/auth.ts'
import { MSG, forbidden, notFound } from '../http/errors.ts'
import { childTitle, getEpisode, getTitle } from '../services/content.ts'
import { isEntitled } from '../services/subscription.ts'

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
  const meta = (key: string) =>
    db.prepare<[string], { value: string }>('SELECT value FROM meta WHERE key = ?').get(key)?.value ?? ''

  // Free episodes need a login; paid ones need an active subscription. An anonymous viewer is asked
  // to log in first either way, since logging in may reveal a subscription. Trailers are open to all.
  app.post('/v1/streaming/content', async (c) => {
    const user = requireUser(c, ctx)
    const body = await parseBody(c, StreamBody)
    const { e, t } = lookup(body.contentChildId)
    if (e.is_free !== 1 && !isEntitled(db, user.userId, ctx.now())) throw forbidden(MSG.subscribe)
    c.header('Cache-Control', 'no-store')
    return c.json({ url: meta('stream_url'), title: childTitle(t, e), poster: e.episode_poster_img })
  })

  app.post('/v1/streaming/trailer', async (c) => {
    const body = await parseBody(c, StreamBody)
    const { t } = lookup(body.contentChildId)
    return c.json({ url: meta('trailer_url'), title: t.title, poster: t.slider_img })
  })
}
