import type { Hono } from 'hono'
import * as v from 'valibot'
import type { AppContext, AppEnv } from '../http/types.ts'
import { id, parse, parseBody } from '../http/validation.ts'
import { optionalUser, requireUser } from '../http/auth.ts'
import { notFound } from '../http/errors.ts'
import { getTitle } from '../services/content.ts'
import { ratingSummary, setRating } from '../services/ratings.ts'

const Params = v.object({ contentId: id('contentId') })
const RatingBody = v.object({
  stars: v.pipe(
    v.number('stars must be a whole number from 1 to 5'),
    v.integer('stars must be a whole number from 1 to 5'),
    v.minValue(1, 'stars must be a whole number from 1 to 5'),
    v.maxValue(5, 'stars must be a whole number from 1 to 5'),
  ),
})

export function ratingRoutes(app: Hono<AppEnv>, ctx: AppContext): void {
  const { db } = ctx
  const title = (raw: string | undefined) => {
    const { contentId } = parse(Params, { contentId: raw }, 'path')
    if (!getTitle(db, contentId)) throw notFound('Content not found')
    return contentId
  }

  // Anyone reads the average; `mine` is the caller's, which is why the answer is no-store (the default).
  app.get('/v1/rating/:contentId', (c) => {
    const contentId = title(c.req.param('contentId'))
    return c.json(ratingSummary(db, contentId, optionalUser(c, ctx)?.userId ?? null))
  })

  app.put('/v1/rating/:contentId', async (c) => {
    const { userId } = requireUser(c, ctx)
    const contentId = title(c.req.param('contentId'))
    const { stars } = await parseBody(c, RatingBody)
    setRating(db, userId, contentId, stars, ctx.now())
    return c.json({ success: true, ...ratingSummary(db, contentId, userId) })
  })

  app.delete('/v1/rating/:contentId', async (c) => {
    const { userId } = requireUser(c, ctx)
    // No body is needed, but one that comes must be JSON like every other write's.
    await parseBody(c, v.object({}))
    const contentId = title(c.req.param('contentId'))
    setRating(db, userId, contentId, null, ctx.now())
    return c.json({ success: true, ...ratingSummary(db, contentId, userId) })
  })
}
