import type { Hono } from 'hono'
import * as v from 'valibot'
import type { AppContext, AppEnv } from '../http/types.ts'
import { parseBody } from '../http/validation.ts'
import { requireUser } from '../http/auth.ts'
import { notFound } from '../http/errors.ts'
import { getUser, userInfo } from '../services/users.ts'
import { subscriptionState } from '../services/subscription.ts'

const ProfileUpdate = v.object({
  name: v.pipe(
    v.string('name must be a string'),
    v.trim(),
    v.minLength(1, 'name must not be empty'),
    v.maxLength(60, 'name must be at most 60 characters'),
  ),
})

export function userRoutes(app: Hono<AppEnv>, ctx: AppContext): void {
  const profile = (userId: number) => {
    const user = getUser(ctx.db, userId)
    if (!user) throw notFound('User not found')
    return { userInfo: userInfo(user), subscription: subscriptionState(ctx.db, userId, ctx.now()) }
  }

  app.get('/v1/user/profile', (c) => c.json(profile(requireUser(c, ctx).userId)))

  app.put('/v1/user/profile', async (c) => {
    const { userId } = requireUser(c, ctx)
    const body = await parseBody(c, ProfileUpdate)
    ctx.db.prepare('UPDATE users SET name = ? WHERE id = ?').run(body.name, userId)
    return c.json(profile(userId))
  })
}
