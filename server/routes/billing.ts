import { randomBytes } from 'node:crypto'
import type { Hono } from 'hono'
import * as v from 'valibot'
import type { AppContext, AppEnv } from '../http/types.ts'
import { id, parse, parseBody, parseQuery, phone, text } from '../http/validation.ts'
import { assertSelf, requireUser } from '../http/auth.ts'
import { badRequest, notFound } from '../http/errors.ts'
import { safeLocation } from '../http/redirect.ts'
import { answerLanguage } from '../http/language.ts'
import { pickLang } from '../services/text.ts'
import type { Provider } from '../seed/types.ts'
import { limitedSendOtp, limitedVerifyOtp } from '../http/otp-guard.ts'
import { redeemWithinLimit } from '../http/redeem-guard.ts'
import { providerOf } from '../services/phone.ts'
import { activatePlan, cancelSubscription, getPlan, isSubscribedTo, subscriptionState, type PlanRow } from '../services/subscription.ts'
import { OtpCode } from './auth.ts'
import { durably } from '../db/durable.ts'

export const PAYMENT_TTL_MS = 30 * 60_000
const PROVIDERS = ['atom', 'mpt', 'ooredoo'] as const

const UserQuery = v.object({ userId: id('userId'), platform: v.optional(v.string()) })
const GenerateUrl = v.object({
  userId: id('userId'),
  planId: id('planId'),
  transactionId: text('transactionId', 100),
  callbackUrl: v.optional(v.string('callbackUrl must be a string')),
})
const AtomSend = v.object({
  userId: id('userId'),
  atomPhone: v.pipe(
    phone('atomPhone'),
    v.check((p) => providerOf(p) === 'atom', 'atomPhone must be an ATOM number'),
  ),
  planId: id('planId'),
  transactionId: text('transactionId', 100),
})
const AtomConfirm = v.object({ ...AtomSend.entries, otp: OtpCode('otp') })
const Cancel = v.object({
  userId: id('userId'),
  provider: v.picklist(PROVIDERS, 'provider must be one of atom, mpt, ooredoo'),
  account: text('account', 40),
})
const Redeem = v.object({ userId: id('userId'), code: text('code', 64) })

const upper = (p: Provider) => (p === 'ooredoo' ? 'Ooredoo' : p.toUpperCase())

/** Callback URLs must stay on this site; anything else lands on the profile page. */
export function safeCallback(raw: string | undefined, origin: string): string {
  return safeLocation(raw, origin) ?? '/profile'
}

export function billingRoutes(app: Hono<AppEnv>, ctx: AppContext): void {
  const { db } = ctx

  /** The plan must exist, belong to the provider, and the caller must not already hold it. */
  const planFor = (provider: Provider, planId: number, userId: number): PlanRow => {
    const plan = getPlan(db, planId)
    if (!plan || plan.provider !== provider) throw badRequest(`planId: no ${upper(provider)} plan ${planId}`)
    if (isSubscribedTo(db, userId, provider, ctx.now())) throw badRequest(`You are already subscribed to ${upper(provider)}`)
    return plan
  }

  app.get('/v1/payment', (c) => {
    const caller = requireUser(c, ctx)
    assertSelf(caller, parseQuery(c, UserQuery).userId)
    const now = ctx.now()
    const providers = db.prepare<[], { key: Provider; name: string; name_mm: string; icon: string }>('SELECT * FROM providers').all()
    const lang = answerLanguage(c)
    // titleMM and descriptionMM stay Burmese, as their names say; title and description follow the viewer.
    const plans = db.prepare<[string, string], PlanRow & { title: string; description: string }>(
      `SELECT p.*, COALESCE(x.title, p.title_mm) AS title, COALESCE(x.description, p.description_mm) AS description
         FROM plans p LEFT JOIN plan_texts x ON x.plan_id = p.id AND x.lang = ? WHERE p.provider = ? ORDER BY p.amount, p.id`,
    )
    const out: Record<string, unknown> = {}
    for (const key of PROVIDERS) {
      const p = providers.find((x) => x.key === key)
      out[key] = {
        name: p?.name ?? upper(key),
        nameMM: p?.name_mm ?? upper(key),
        icon: p?.icon ?? '',
        isAlreadySubscribed: isSubscribedTo(db, caller.userId, key, now),
        plans: plans.all(lang, key).map((x) => ({
          id: x.id,
          titleMM: x.title_mm,
          descriptionMM: x.description_mm,
          title: x.title,
          description: x.description,
          amount: x.amount,
          currency: x.currency,
          days: x.days,
        })),
      }
    }
    return c.json(out)
  })

  for (const provider of ['mpt', 'ooredoo'] as const) {
    app.post(`/v1/payment/${provider}/generate-url`, async (c) => {
      const caller = requireUser(c, ctx)
      const body = await parseBody(c, GenerateUrl)
      assertSelf(caller, body.userId)
      const plan = planFor(provider, body.planId, body.userId)
      const ref = randomBytes(16).toString('base64url')
      const callback = safeCallback(body.callbackUrl, ctx.config.publicOrigin)
      durably(db, () =>
        db
          .prepare(
            `INSERT INTO payments (id, user_id, provider, plan_id, transaction_id, callback_url, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?)`,
          )
          .run(ref, body.userId, provider, plan.id, body.transactionId, callback, ctx.now()),
      )
      // From the configured origin: the Host header is the caller's to write.
      const url = new URL(`/operator/${provider}/pay`, ctx.config.publicOrigin)
      url.searchParams.set('ref', ref)
      url.searchParams.set('transactionId', body.transactionId)
      // The stand-in page speaks the app's language, which the app names here; a full-page visit
      // to it carries the browser's own Accept-Language instead.
      url.searchParams.set('lang', pickLang(c.req.header('accept-language')))
      return c.json({ url: url.href })
    })
  }

  app.post('/v1/payment/atom/send-subscription-otp', async (c) => {
    const caller = requireUser(c, ctx)
    const body = await parseBody(c, AtomSend)
    assertSelf(caller, body.userId)
    planFor('atom', body.planId, body.userId)
    const meta = { userId: body.userId, planId: body.planId, transactionId: body.transactionId }
    await limitedSendOtp(ctx, c, body.atomPhone, 'atom', meta)
    return c.json({ success: true, message: 'OTP sent' })
  })

  app.post('/v1/payment/atom/confirm-subscription-otp', async (c) => {
    const caller = requireUser(c, ctx)
    const body = await parseBody(c, AtomConfirm)
    assertSelf(caller, body.userId)
    const plan = planFor('atom', body.planId, body.userId)
    const now = ctx.now()
    const meta = parse(
      v.object({ userId: v.number(), planId: v.number() }),
      await limitedVerifyOtp(ctx, c, body.atomPhone, 'atom', body.otp),
      'otp',
    )
    if (meta.userId !== body.userId || meta.planId !== body.planId) throw badRequest('otp was issued for another plan')
    activatePlan(db, body.userId, plan, body.atomPhone, now)
    return c.json({ success: true, message: 'Subscription activated. You will receive an SMS shortly.' })
  })

  app.get('/v1/subscription', (c) => {
    const caller = requireUser(c, ctx)
    const { userId } = parseQuery(c, UserQuery)
    assertSelf(caller, userId)
    return c.json(subscriptionState(db, userId, ctx.now()))
  })

  app.post('/v1/subscription/cancel-subscription', async (c) => {
    const caller = requireUser(c, ctx)
    const body = await parseBody(c, Cancel)
    assertSelf(caller, body.userId)
    const result = cancelSubscription(db, body.userId, body.provider, body.account, ctx.now())
    if (result === 'missing') throw notFound('Subscription not found')
    return c.json({
      success: true,
      message: result === 'already' ? 'Subscription was already cancelled' : 'Unsubscribed. Your remaining days stay usable.',
    })
  })

  app.post('/v1/redeem', async (c) => {
    const caller = requireUser(c, ctx)
    const body = await parseBody(c, Redeem)
    assertSelf(caller, body.userId)
    const days = await redeemWithinLimit(ctx, body.userId, body.code.toUpperCase())
    return c.json({ success: true, days, message: `${days} Days Redeem Success` })
  })
}
