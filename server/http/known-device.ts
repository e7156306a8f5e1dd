import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import type { Context } from 'hono'
import { getCookie, setCookie } from 'hono/cookie'
import type { AppContext, AppEnv } from './types.ts'
import { storedSecret } from '../services/server-secret.ts'

/** How long a device stays known after its last login with a number. */
export const KNOWN_DEVICE_TTL_S = 180 * 86_400
const PATH = '/v1/auth'

const hmac = (secret: string, text: string) => createHmac('sha256', secret).update(text).digest('base64url')
const secretOf = (ctx: AppContext) => storedSecret(ctx.db, 'known_device_secret')

/** One cookie per number the device has logged in with; its name says which number without showing it. */
const cookieName = (secret: string, phone: string) => `kd_${hmac(secret, `name|${phone}`).slice(0, 16)}`

const signed = (secret: string, phone: string, device: string, issuedS: number) => hmac(secret, `kd1|${phone}|${device}|${issuedS}`)

/**
 * The "known device" mark: this device has logged in with `phone` before. An HttpOnly, SameSite=Strict
 * cookie on /v1/auth signed by the server (number, device id, issue time), so no script can read it
 * and no other site can send it. Returns the device id, or null for a stranger.
 */
export function knownDevice(c: Context<AppEnv>, ctx: AppContext, phone: string): string | null {
  const secret = secretOf(ctx)
  const raw = getCookie(c, cookieName(secret, phone))
  const m = raw === undefined ? null : /^(\d{1,12})\.([\w-]{16})\.([\w-]{43})$/.exec(raw)
  if (!m) return null
  const [, issued = '', device = '', sig = ''] = m
  const issuedS = Number(issued)
  if (issuedS * 1000 + KNOWN_DEVICE_TTL_S * 1000 <= ctx.now()) return null
  const expected = Buffer.from(signed(secret, phone, device, issuedS))
  const given = Buffer.from(sig)
  return expected.length === given.length && timingSafeEqual(expected, given) ? device : null
}

/** Marks this device as known for `phone` after a login, keeping its id if it had one. */
export function markKnownDevice(c: Context<AppEnv>, ctx: AppContext, phone: string): void {
  const secret = secretOf(ctx)
  const device = knownDevice(c, ctx, phone) ?? randomBytes(12).toString('base64url')
  const issuedS = Math.floor(ctx.now() / 1000)
  setCookie(c, cookieName(secret, phone), `${issuedS}.${device}.${signed(secret, phone, device, issuedS)}`, {
    path: PATH,
    httpOnly: true,
    sameSite: 'Strict',
    secure: ctx.config.publicOrigin.startsWith('https:'),
    maxAge: KNOWN_DEVICE_TTL_S,
  })
}
