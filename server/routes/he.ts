import type { Context, Hono } from 'hono'
import { getCookie } from 'hono/cookie'
import * as v from 'valibot'
import type { AppContext, AppEnv } from '../http/types.ts'
import { parse, parseBody } from '../http/validation.ts'
import { badRequest } from '../http/errors.ts'
import { sameOriginTarget, withParams } from '../http/redirect.ts'
import { issueHeToken, resolveHeToken } from '../services/he.ts'
import { providerOf, toMsisdn } from '../services/phone.ts'
import { findOrCreateUser } from '../services/users.ts'
import { authResult } from './auth.ts'

export const HE_COOKIE = 'he_msisdn'

const CheckQuery = v.object({ redirect: v.string('redirect must be a string') })
const TokenBody = v.object({
  token: v.optional(v.pipe(v.string('token must be a string'), v.minLength(1, 'token must not be empty'))),
})

export function heRoutes(app: Hono<AppEnv>, ctx: AppContext): void {
  // Stands in for the operator's header-enrichment checker: only a request that arrives over the
  // operator's network (X-MSISDN, or the dev cookie that simulates it) is given a token.
  app.get('/he/check', (c) => {
    const query = parse(CheckQuery, c.req.query(), 'query')
    const target = sameOriginTarget(query.redirect, c.req.url)
    if (!target) throw badRequest('redirect must be a relative path or a URL on this origin')
    const raw = c.req.header('x-msisdn') ?? getCookie(c, HE_COOKIE)
    const msisdn = raw ? toMsisdn(raw) : null
    const params: Record<string, string> = { checked: '1' }
    if (msisdn) params.token = issueHeToken(ctx.db, msisdn, ctx.now())
    c.header('Cache-Control', 'no-store')
    return c.redirect(withParams(target, params), 302)
  })

  app.post('/v1/he/check', async (c) => {
    const token = await heToken(c)
    const msisdn = resolveHeToken(ctx.db, token, ctx.now())
    return c.json({ token, info: { provider: providerOf(msisdn), phone: msisdn } })
  })

  app.post('/v1/auth/verify-he-login', async (c) => {
    const token = await heToken(c)
    const now = ctx.now()
    const msisdn = resolveHeToken(ctx.db, token, now)
    const { user, isNew } = findOrCreateUser(ctx.db, msisdn, now)
    return c.json(authResult(ctx, user, isNew))
  })
}

// The client sends the HE token in the body; the X-HE-Auth header and cookie are accepted as well.
async function heToken(c: Context<AppEnv>): Promise<string> {
  const body = await parseBody(c, TokenBody)
  const token = body.token ?? c.req.header('x-he-auth') ?? getCookie(c, 'X-HE-Auth')
  if (!token) throw badRequest('token is required')
  return token
}
