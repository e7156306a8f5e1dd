import type { Context } from 'hono'
import type { AppContext, AppEnv, AuthUser } from './types.ts'
import { checkAccess } from '../services/tokens.ts'
import { HttpError, MSG, forbidden, unauthorized } from './errors.ts'
import { clientKey } from './peer.ts'

export function bearer(c: Context<AppEnv>): string | null {
  const header = c.req.header('authorization')
  if (!header) return null
  const m = /^Bearer\s+(\S+)\s*$/i.exec(header)
  // A malformed header is still an attempt to authenticate: treat it as a bad token, not as anonymous.
  return m?.[1] ?? header
}

/** Login required: no token → 403, bad or expired token → 401, displaced session → 511. */
export function requireUser(c: Context<AppEnv>, ctx: AppContext): AuthUser {
  const token = bearer(c)
  if (token === null) throw forbidden(MSG.permissionDenied)
  const check = checkAccess(ctx.db, token, ctx.now())
  switch (check.kind) {
    case 'ok':
      return { userId: check.userId, sessionId: check.sessionId }
    case 'displaced':
      throw new HttpError(511, MSG.multipleDevices)
    case 'expired':
      throw unauthorized('Access token has expired')
    case 'invalid':
      throw unauthorized('Access token is invalid')
  }
}

/** Login optional: a token that does not check out counts as anonymous. */
export function optionalUser(c: Context<AppEnv>, ctx: AppContext): AuthUser | null {
  const token = bearer(c)
  if (token === null) return null
  const check = checkAccess(ctx.db, token, ctx.now())
  return check.kind === 'ok' ? { userId: check.userId, sessionId: check.sessionId } : null
}

/**
 * Who is calling, for anything counted or kept per caller: the user when logged in, otherwise the
 * socket's client (forwarding headers are the caller's to write).
 */
export function callerKey(c: Context<AppEnv>, ctx: AppContext): string {
  const user = optionalUser(c, ctx)
  return user ? `user:${user.userId}` : `client:${clientKey(c)}`
}

/** Calls that name a userId act only on the caller's own account. */
export function assertSelf(user: AuthUser, userId: number): void {
  if (user.userId !== userId) throw forbidden(MSG.permissionDenied)
}
