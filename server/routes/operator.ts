import type { Context, Hono } from 'hono'
import type { AppContext, AppEnv } from '../http/types.ts'
import { activatePlan, getPlan, isSubscribedTo } from '../services/subscription.ts'
import { getUser } from '../services/users.ts'
import type { Lang } from '../services/text.ts'
import { answerLanguage } from '../http/language.ts'
import { STYLE, fontBytes, gonePage, payPage } from './operator-page.ts'
import { PAYMENT_TTL_MS } from './billing.ts'
import { safeLocation } from '../http/redirect.ts'
import { parseForm } from '../http/validation.ts'
import type { Provider } from '../seed/types.ts'
import { durably } from '../db/durable.ts'

// A stand-in for the operators' hosted payment pages. Plain HTML and a form post, so it works
// under the strict CSP with no script and no inline style.

interface PaymentRow {
  id: string
  user_id: number
  provider: Provider
  plan_id: number
  transaction_id: string
  callback_url: string
  status: 'pending' | 'success' | 'cancelled' | 'failed'
  created_at: number
}

const BRAND: Record<string, string> = { mpt: 'MPT', ooredoo: 'Ooredoo' }

/**
 * The page speaks the language the app asked for the payment in (the `lang` that generate-url puts
 * in the address, and the form carries on), else the browser's Accept-Language; Burmese by default.
 */
function pageLanguage(c: Context<AppEnv>, named: unknown): Lang {
  if (named === 'my' || named === 'en') {
    c.header('Content-Language', named)
    return named
  }
  return answerLanguage(c)
}

export function operatorRoutes(app: Hono<AppEnv>, ctx: AppContext): void {
  const { db } = ctx

  const find = (c: Context<AppEnv>, ref: string | undefined) => {
    const provider = c.req.param('provider')
    if (!ref || !provider) return undefined
    return db.prepare<[string, string], PaymentRow>('SELECT * FROM payments WHERE id = ? AND provider = ?').get(ref, provider)
  }
  const back = (c: Context<AppEnv>, p: PaymentRow, status: string) => {
    const origin = ctx.config.publicOrigin
    const location = safeLocation(p.callback_url, origin, { status }) ?? safeLocation('/profile', origin, { status })
    return c.redirect(location ?? '/profile', 303)
  }
  const gone = (c: Context<AppEnv>, lang: Lang, reason: 'missing' | 'closed') => {
    c.header('Cache-Control', 'no-store')
    return c.html(gonePage(lang, reason), reason === 'missing' ? 404 : 410)
  }

  app.get('/operator/style.css', (c) => {
    c.header('Content-Type', 'text/css; charset=utf-8')
    c.header('Cache-Control', 'public, max-age=3600')
    return c.body(STYLE)
  })

  app.get('/operator/myanmar.woff2', (c) => {
    c.header('Content-Type', 'font/woff2')
    c.header('Cache-Control', 'public, max-age=86400')
    return c.body(new Uint8Array(fontBytes()))
  })

  app.get('/operator/:provider/pay', (c) => {
    const lang = pageLanguage(c, c.req.query('lang'))
    const p = find(c, c.req.query('ref'))
    if (!p) return gone(c, lang, 'missing')
    if (p.status !== 'pending' || p.created_at + PAYMENT_TTL_MS <= ctx.now()) return gone(c, lang, 'closed')
    const plan = getPlan(db, p.plan_id)
    const user = getUser(db, p.user_id)
    const planName = db
      .prepare<[number, string], { title: string }>('SELECT title FROM plan_texts WHERE plan_id = ? AND lang = ?')
      .get(p.plan_id, lang)?.title
    c.header('Cache-Control', 'no-store')
    return c.html(
      payPage(lang, {
        brand: BRAND[p.provider] ?? p.provider,
        provider: p.provider,
        ref: p.id,
        plan: planName ?? plan?.title_mm ?? '',
        amount: plan?.amount ?? 0,
        currency: plan?.currency ?? '',
        days: plan?.days ?? 0,
        account: user?.phone ?? '',
        transactionId: p.transaction_id,
      }),
    )
  })

  app.post('/operator/:provider/pay', async (c) => {
    const form = await parseForm(c)
    const ref = typeof form.ref === 'string' ? form.ref : undefined
    const action = form.action
    const p = find(c, ref)
    if (!p) return gone(c, pageLanguage(c, form.lang), 'missing')
    // A second submit of the same form answers like the first instead of charging twice.
    if (p.status !== 'pending') return back(c, p, p.status)
    const now = ctx.now()
    // The plan and the payment's outcome are written together: a crash between them would leave a
    // paid payment pending, or a plan with no payment.
    const status = durably(db, (): PaymentRow['status'] => {
      let outcome: PaymentRow['status'] = 'cancelled'
      if (action === 'confirm') {
        const plan = getPlan(db, p.plan_id)
        const user = getUser(db, p.user_id)
        const valid = plan && user && p.created_at + PAYMENT_TTL_MS > now && !isSubscribedTo(db, p.user_id, p.provider, now)
        if (valid) activatePlan(db, user.id, plan, user.phone, now)
        outcome = valid ? 'success' : 'failed'
      }
      db.prepare('UPDATE payments SET status = ? WHERE id = ?').run(outcome, p.id)
      return outcome
    })
    ctx.logger.info({ provider: p.provider, transactionId: p.transaction_id, user: p.user_id, status }, 'payment')
    return back(c, p, status)
  })
}
