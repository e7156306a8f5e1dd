import type { Context, Hono } from 'hono'
import * as v from 'valibot'
import type { AppContext, AppEnv } from '../http/types.ts'
import { parseBody } from '../http/validation.ts'
import { badRequest, forbidden } from '../http/errors.ts'
import { requireUser } from '../http/auth.ts'
import { clientKey } from '../http/peer.ts'
import { assertRoom, consumeAll } from '../http/limits.ts'
import { ClockedSQLiteLimiter } from '../services/limiter.ts'
import { HANDOFF_TTL_MS, issueHandoffCode, peekHandoffCode, spendHandoffCode, type HandoffState } from '../services/handoff.ts'
import { getUser } from '../services/users.ts'
import { authResult } from './auth.ts'

export const HANDOFF_MSG = {
  invalid: 'Hand-off code is not valid',
  expired: 'Hand-off code has expired',
  used: 'Hand-off code has already been used',
  crossSite: 'Hand-off codes are redeemed only from this site',
  tooManyIssued: 'Too many hand-off codes; please try again later',
  tooManyFailed: 'Too many wrong hand-off codes; please try again later',
} as const

/** Codes one viewer may ask for in an hour: a few tries at switching browsers, not a stream. */
export const HANDOFF_ISSUES_PER_USER_HOUR = 10
/** Wrong, spent or expired codes one client may present in 10 minutes. */
export const HANDOFF_FAILURES_PER_CLIENT = 20

const Code = v.object({
  code: v.pipe(v.string('code must be a string'), v.regex(/^[A-Za-z0-9_-]{43}$/, 'code: not a hand-off code')),
})

const limiters = new WeakMap<object, { issued: ClockedSQLiteLimiter; failed: ClockedSQLiteLimiter }>()
function limitsFor(ctx: AppContext) {
  let found = limiters.get(ctx.db)
  if (!found) {
    found = {
      issued: new ClockedSQLiteLimiter(ctx.db, ctx.now, {
        keyPrefix: 'handoff-issue-user',
        points: HANDOFF_ISSUES_PER_USER_HOUR,
        duration: 3600,
      }),
      failed: new ClockedSQLiteLimiter(ctx.db, ctx.now, {
        keyPrefix: 'handoff-fail-client',
        points: HANDOFF_FAILURES_PER_CLIENT,
        duration: 600,
      }),
    }
    limiters.set(ctx.db, found)
  }
  return found
}

/**
 * Login CSRF: a page on another site must not make a browser redeem a code. Browsers that send
 * Fetch Metadata are believed; older ones are checked by Origin against the public origin.
 */
function assertSameOrigin(c: Context<AppEnv>, ctx: AppContext): void {
  const site = c.req.header('sec-fetch-site')
  if (site !== undefined) {
    if (site !== 'same-origin' && site !== 'none') throw forbidden(HANDOFF_MSG.crossSite)
    return
  }
  const origin = c.req.header('origin')
  if (origin !== undefined && origin !== ctx.config.publicOrigin) throw forbidden(HANDOFF_MSG.crossSite)
}

/** A code's trouble, counted against the client so nobody can walk the code space. */
async function refuse(ctx: AppContext, key: string, state: Exclude<HandoffState, { kind: 'live' }>): Promise<never> {
  await limitsFor(ctx).failed.penalty(key)
  throw badRequest(HANDOFF_MSG[state.kind])
}

function phoneEnd(phone: string): string {
  return phone.slice(-4)
}

export function handoffRoutes(app: Hono<AppEnv>, ctx: AppContext): void {
  // The logged-in viewer asks for a code to carry the login into another browser.
  app.post('/v1/auth/handoff', async (c) => {
    const caller = requireUser(c, ctx)
    assertSameOrigin(c, ctx)
    // Read though empty: a JSON call refuses any other body type, as every call here does.
    await parseBody(c, v.object({}))
    await consumeAll(HANDOFF_MSG.tooManyIssued, [[limitsFor(ctx).issued, String(caller.userId)]])
    const code = issueHandoffCode(ctx.db, caller.userId, caller.sessionId, ctx.now())
    return c.json({ code, expiresIn: HANDOFF_TTL_MS / 1000 })
  })

  // Whose code this is, without spending it: the new browser asks "Continue as …?" first.
  app.post('/v1/auth/handoff/peek', async (c) => {
    const body = await parseBody(c, Code)
    const key = clientKey(c)
    await assertRoom(HANDOFF_MSG.tooManyFailed, [[limitsFor(ctx).failed, key]])
    const state = peekHandoffCode(ctx.db, body.code, ctx.now())
    if (state.kind !== 'live') return refuse(ctx, key, state)
    const user = getUser(ctx.db, state.userId)
    if (!user) return refuse(ctx, key, { kind: 'invalid' })
    return c.json({ name: user.name, phoneEnd: phoneEnd(user.phone) })
  })

  // Spends the code for a session of the new browser's own; the issuing session goes on untouched.
  app.post('/v1/auth/handoff/redeem', async (c) => {
    assertSameOrigin(c, ctx)
    const body = await parseBody(c, Code)
    const key = clientKey(c)
    await assertRoom(HANDOFF_MSG.tooManyFailed, [[limitsFor(ctx).failed, key]])
    const state = spendHandoffCode(ctx.db, body.code, ctx.now())
    if (state.kind !== 'live') return refuse(ctx, key, state)
    const user = getUser(ctx.db, state.userId)
    if (!user) return refuse(ctx, key, { kind: 'invalid' })
    return c.json(authResult(ctx, user, false))
  })
}
