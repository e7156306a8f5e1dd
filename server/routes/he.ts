import type { Context, Hono } from 'hono'
import { getCookie } from 'hono/cookie'
import * as v from 'valibot'
import type { AppContext, AppEnv } from '../http/types.ts'
import { parse, parseBody } from '../http/validation.ts'
import { badRequest } from '../http/errors.ts'
import { safeLocation } from '../http/redirect.ts'
import { cidrMatcher, peerAddress } from '../http/peer.ts'
import { consumeHeToken, issueHeToken, resolveHeToken } from '../services/he.ts'
import { providerOf, toMsisdn } from '../services/phone.ts'
import { findOrCreateUser } from '../services/users.ts'
import { authResult } from './auth.ts'

export const HE_COOKIE = 'he_msisdn'

/** The app's one-time `state`: passed back as it came, or dropped when it is not one the app makes. */
const STATE = /^[A-Za-z0-9_-]{16,64}$/

const CheckQuery = v.object({
  redirect: v.string('redirect must be a string'),
  state: v.optional(v.string()),
})
const TokenBody = v.object({
  token: v.optional(v.pipe(v.string('token must be a string'), v.minLength(1, 'token must not be empty'))),
})

export function heRoutes(app: Hono<AppEnv>, ctx: AppContext): void {
  const trusted = cidrMatcher(ctx.config.heTrustedProxies ?? [])

  // Stands in for the operator's header-enrichment checker. X-MSISDN is believed only when the
  // socket's peer is the operator's gateway: anyone else can write the header. The dev cookie
  // simulates the gateway and exists only outside production.
  const msisdnOf = (c: Context<AppEnv>): string | null => {
    const raw = trusted(peerAddress(c)) ? c.req.header('x-msisdn') : undefined
    const simulated = ctx.config.production ? undefined : getCookie(c, HE_COOKIE)
    const value = raw ?? simulated
    return value ? toMsisdn(value) : null
  }

  app.get('/he/check', (c) => {
    const query = parse(CheckQuery, c.req.query(), 'query')
    const msisdn = msisdnOf(c)
    const state = query.state !== undefined && STATE.test(query.state) ? query.state : null
    // The target's own `token` and `state` are not passed on: only this answer may set them.
    const location = safeLocation(query.redirect, ctx.config.publicOrigin, {
      checked: '1',
      token: msisdn ? issueHeToken(ctx.db, msisdn, ctx.now()) : null,
      state,
    })
    if (!location) throw badRequest('redirect must be a path or a URL on this site')
    c.header('Cache-Control', 'no-store')
    return c.redirect(location, 302)
  })

  // Reads the token without spending it: the HE card shows the number before the viewer logs in.
  app.post('/v1/he/check', async (c) => {
    const token = await heToken(c)
    const msisdn = resolveHeToken(ctx.db, token, ctx.now())
    c.header('Cache-Control', 'no-store')
    return c.json({ token, info: { provider: providerOf(msisdn), phone: msisdn } })
  })

  app.post('/v1/auth/verify-he-login', async (c) => {
    const token = await heToken(c)
    const now = ctx.now()
    const msisdn = consumeHeToken(ctx.db, token, now)
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
