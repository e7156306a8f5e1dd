import type { Hono } from 'hono'
import * as v from 'valibot'
import type { AppContext, AppEnv } from '../http/types.ts'
import { parseBody, phone } from '../http/validation.ts'
import { HttpError, MSG, notFound, unauthorized } from '../http/errors.ts'
import { markKnownDevice } from '../http/known-device.ts'
import { otpChallenge } from '../http/otp-proof.ts'
import { limitedSendOtp, limitedVerifyOtp } from '../http/otp-guard.ts'
import { findOrCreateUser, userInfo, type UserRow } from '../services/users.ts'
import { createSession, logoutSession, refreshSession } from '../services/tokens.ts'
import { bearer } from '../http/auth.ts'

const SendOtp = v.object({
  phone: phone(),
  // Base64 JSON of a solved /v1/auth/otp-challenge (server/http/otp-proof.ts).
  proof: v.optional(v.pipe(v.string('proof must be a string'), v.maxLength(2000, 'proof is too long'))),
})
export const OtpCode = (name: string) =>
  v.pipe(v.string(`${name} must be a string`), v.trim(), v.regex(/^\d{6}$/, `${name} must be 6 digits`))
const VerifyOtp = v.object({
  phone: phone(),
  code: OtpCode('code'),
  platform: v.optional(v.string('platform must be a string')),
})
const Refresh = v.object({
  refreshToken: v.pipe(v.string('refreshToken must be a string'), v.minLength(1, 'refreshToken must not be empty')),
})
const Logout = v.object({
  refreshToken: v.optional(v.pipe(v.string('refreshToken must be a string'), v.maxLength(200, 'refreshToken is too long'))),
})

/** Logs a user in on a new session; the answer shape shared by OTP and HE login. */
export function authResult(ctx: AppContext, user: UserRow, isNewUser: boolean) {
  const token = createSession(ctx.db, user.id, ctx.now(), ctx.config)
  return {
    success: true as const,
    isNewUser,
    message: isNewUser ? 'Welcome' : `Welcome back, ${user.name}`,
    userInfo: userInfo(user),
    token,
  }
}

export function authRoutes(app: Hono<AppEnv>, ctx: AppContext): void {
  app.post('/v1/auth/send-otp', async (c) => {
    const body = await parseBody(c, SendOtp)
    await limitedSendOtp(ctx, c, body.phone, 'login', {}, body.proof)
    return c.json({ success: true, message: 'OTP sent' })
  })

  // The work a device not yet known for a number does before asking for its code.
  app.get('/v1/auth/otp-challenge', async (c) => {
    const prefix = ctx.config.otpProofPrefix
    if (prefix === null) throw notFound('No proof of work is asked for')
    return c.json(await otpChallenge(ctx, prefix))
  })

  app.post('/v1/auth/verify-otp', async (c) => {
    const body = await parseBody(c, VerifyOtp)
    const now = ctx.now()
    await limitedVerifyOtp(ctx, c, body.phone, 'login', body.code)
    markKnownDevice(c, ctx, body.phone)
    const { user, isNew } = findOrCreateUser(ctx.db, body.phone, now)
    return c.json(authResult(ctx, user, isNew))
  })

  app.post('/v1/auth/refresh-token', async (c) => {
    const body = await parseBody(c, Refresh)
    const result = refreshSession(ctx.db, body.refreshToken, ctx.now(), ctx.config)
    switch (result.kind) {
      case 'ok':
        return c.json(result.pair)
      case 'displaced':
        throw new HttpError(511, MSG.multipleDevices)
      case 'used':
        throw unauthorized('Refresh token has already been used')
      case 'expired':
        throw unauthorized('Refresh token has expired')
      case 'invalid':
        throw unauthorized('Refresh token is invalid')
    }
  })

  // Either token names the session; an unknown or already ended one answers the same, so a
  // logout never tells a caller whether a token was live.
  app.post('/v1/auth/logout', async (c) => {
    const body = await parseBody(c, Logout)
    const accessToken = bearer(c) ?? undefined
    if (!accessToken && !body.refreshToken) throw new HttpError(403, MSG.permissionDenied)
    logoutSession(ctx.db, { accessToken, refreshToken: body.refreshToken }, ctx.now())
    return c.json({ success: true, message: 'Logged out' })
  })
}
