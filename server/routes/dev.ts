import type { Context, Hono } from 'hono'
import { deleteCookie, setCookie } from 'hono/cookie'
import * as v from 'valibot'
import type { AppContext, AppEnv } from '../http/types.ts'
import { parseBody, parseQuery } from '../http/validation.ts'
import { badRequest, notFound } from '../http/errors.ts'
import { FaultsSchema, type FaultState } from '../http/faults.ts'
import { peekOtp } from '../services/otp.ts'
import { staleAllHeTokens } from '../services/he.ts'
import { providerOf, toMsisdn } from '../services/phone.ts'
import { HE_COOKIE } from './he.ts'

const ArticleBody = v.object({ html: v.string('html is required') })
const ArticleType = v.picklist(['faq', 'terms_and_conditions', 'privacy_policy', 'about_us'], 'unknown article type')

const OtpQuery = v.object({
  phone: v.string('phone is required'),
  purpose: v.optional(v.picklist(['login', 'atom'], "purpose must be 'login' or 'atom'"), 'login'),
})

/** Development helpers; never registered in production. */
export function devRoutes(app: Hono<AppEnv>, ctx: AppContext, faults: FaultState): void {
  app.get('/__dev/otp', (c) => {
    const q = parseQuery(c, OtpQuery)
    const phone = toMsisdn(q.phone)
    if (!phone) throw badRequest('phone must be 959 followed by 7 to 9 digits')
    const code = peekOtp(ctx.db, phone, q.purpose, ctx.now())
    if (!code) throw notFound('No live OTP for this phone')
    return c.json({ code })
  })

  // Simulates being on (or leaving) an operator's mobile network for the header-enrichment check.
  const heOff = (c: Context<AppEnv>) => {
    deleteCookie(c, HE_COOKIE, { path: '/' })
    staleAllHeTokens(ctx.db)
    return c.json({ msisdn: null })
  }
  app.get('/__dev/he', (c) => {
    if (c.req.query('off') !== undefined) return heOff(c)
    const raw = c.req.query('msisdn')
    const msisdn = raw ? toMsisdn(raw) : null
    if (!msisdn) throw badRequest('msisdn must be 959 followed by 7 to 9 digits')
    setCookie(c, HE_COOKIE, msisdn, { path: '/', httpOnly: true, sameSite: 'Lax' })
    return c.json({ msisdn, provider: providerOf(msisdn) })
  })
  app.delete('/__dev/he', (c) => heOff(c))

  // Replaces an article's body in both languages, e.g. to check that hostile HTML is neutralised.
  app.put('/__dev/articles/:type', async (c) => {
    const type = v.safeParse(ArticleType, c.req.param('type'))
    if (!type.success) throw badRequest(type.issues[0].message)
    const { html } = await parseBody(c, ArticleBody)
    ctx.db.prepare('UPDATE articles SET html_en = ?, html_my = ? WHERE type = ?').run(html, html, type.output)
    return c.json({ type: type.output })
  })

  app.get('/__dev/faults', (c) => c.json({ faults: faults.current }))
  app.post('/__dev/faults', async (c) => {
    faults.current = await parseBody(c, FaultsSchema)
    return c.json({ faults: faults.current })
  })
  app.delete('/__dev/faults', (c) => {
    faults.current = null
    return c.json({ faults: null })
  })
}
