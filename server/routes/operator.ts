import type { Context, Hono } from 'hono'
import type { AppContext, AppEnv } from '../http/types.ts'
import { activatePlan, getPlan, isSubscribedTo } from '../services/subscription.ts'
import { getUser } from '../services/users.ts'
import { escapeHtml } from '../services/text.ts'
import { PAYMENT_TTL_MS } from './billing.ts'
import { safeLocation } from '../http/redirect.ts'
import { parseForm } from '../http/validation.ts'
import type { Provider } from '../seed/types.ts'

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

const STYLE = `*{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans Myanmar",sans-serif;background:#f2f5f8;color:#1b1f24}
main{max-width:26rem;margin:3rem auto;padding:0 1rem}
.card{background:#fff;border-radius:16px;padding:24px;box-shadow:0 2px 12px rgba(0,0,0,.08)}
h1{font-size:1.25rem;margin:0 0 4px}
.muted{color:#5b6570;font-size:.9rem;margin:0 0 16px}
dl{display:grid;grid-template-columns:auto 1fr;gap:8px 16px;margin:0 0 24px}
dt{color:#5b6570}dd{margin:0;font-weight:600;text-align:right}
.actions{display:flex;gap:8px}
button,a.button{flex:1;font:inherit;font-weight:600;padding:12px 16px;border-radius:10px;border:1px solid #0095d5;cursor:pointer;text-align:center;text-decoration:none}
button[value=confirm]{background:#0095d5;color:#fff}
button[value=cancel],a.button{background:#fff;color:#0095d5}
.brand{display:inline-block;font-weight:700;color:#0095d5;letter-spacing:.04em;margin-bottom:16px}
@media (prefers-color-scheme:dark){body{background:#101418;color:#e8edf2}.card{background:#1b2127;box-shadow:none}.muted,dt{color:#9aa5b1}button[value=cancel],a.button{background:transparent}}
`

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title><link rel="stylesheet" href="/operator/style.css"></head>
<body><main><div class="card">${body}</div></main></body></html>`
}

export function operatorRoutes(app: Hono<AppEnv>, ctx: AppContext): void {
  const { db } = ctx

  const find = (c: Context<AppEnv>, ref: string | undefined) => {
    const provider = c.req.param('provider')
    if (!ref || !provider) return undefined
    return db
      .prepare<[string, string], PaymentRow>('SELECT * FROM payments WHERE id = ? AND provider = ?')
      .get(ref, provider)
  }
  const back = (c: Context<AppEnv>, p: PaymentRow, status: string) => {
    const origin = ctx.config.publicOrigin
    const location = safeLocation(p.callback_url, origin, { status }) ?? safeLocation('/profile', origin, { status })
    return c.redirect(location ?? '/profile', 303)
  }
  const gone = (c: Context<AppEnv>, message: string, status: 404 | 410) =>
    c.html(page('Payment', `<h1>Payment unavailable</h1><p class="muted">${escapeHtml(message)}</p>
<a class="button" href="/profile">Back to the app</a>`), status)

  app.get('/operator/style.css', (c) => {
    c.header('Content-Type', 'text/css; charset=utf-8')
    c.header('Cache-Control', 'public, max-age=3600')
    return c.body(STYLE)
  })

  app.get('/operator/:provider/pay', (c) => {
    const p = find(c, c.req.query('ref'))
    if (!p) return gone(c, 'This payment request does not exist.', 404)
    if (p.status !== 'pending' || p.created_at + PAYMENT_TTL_MS <= ctx.now()) {
      return gone(c, 'This payment request has already been completed or has expired.', 410)
    }
    const plan = getPlan(db, p.plan_id)
    const user = getUser(db, p.user_id)
    const brand = BRAND[p.provider] ?? p.provider
    c.header('Cache-Control', 'no-store')
    return c.html(page(`${brand} payment`, `<span class="brand">${escapeHtml(brand)}</span>
<h1>Confirm your subscription</h1>
<p class="muted">The charge is added to your ${escapeHtml(brand)} bill.</p>
<dl>
<dt>Plan</dt><dd>${escapeHtml(plan?.title_mm ?? '')}</dd>
<dt>Price</dt><dd>${escapeHtml(`${plan?.amount ?? ''} ${plan?.currency ?? ''}`)}</dd>
<dt>Access</dt><dd>${escapeHtml(`${plan?.days ?? 0} day(s), renews automatically`)}</dd>
<dt>Account</dt><dd>${escapeHtml(user?.phone ?? '')}</dd>
<dt>Transaction</dt><dd>${escapeHtml(p.transaction_id)}</dd>
</dl>
<form method="post" action="/operator/${encodeURIComponent(p.provider)}/pay">
<input type="hidden" name="ref" value="${escapeHtml(p.id)}">
<div class="actions"><button type="submit" name="action" value="cancel">Cancel</button>
<button type="submit" name="action" value="confirm">Confirm</button></div>
</form>`))
  })

  app.post('/operator/:provider/pay', async (c) => {
    const form = await parseForm(c)
    const ref = typeof form.ref === 'string' ? form.ref : undefined
    const action = form.action
    const p = find(c, ref)
    if (!p) return gone(c, 'This payment request does not exist.', 404)
    // A second submit of the same form answers like the first instead of charging twice.
    if (p.status !== 'pending') return back(c, p, p.status)
    const now = ctx.now()
    let status: PaymentRow['status'] = 'cancelled'
    if (action === 'confirm') {
      const plan = getPlan(db, p.plan_id)
      const user = getUser(db, p.user_id)
      const valid = plan && user && p.created_at + PAYMENT_TTL_MS > now && !isSubscribedTo(db, p.user_id, p.provider, now)
      if (valid) activatePlan(db, user.id, plan, user.phone, now)
      status = valid ? 'success' : 'failed'
    }
    db.prepare('UPDATE payments SET status = ? WHERE id = ?').run(status, p.id)
    ctx.log(`[billing] ${p.provider} payment ${p.transaction_id} for user ${p.user_id}: ${status}`)
    return back(c, p, status)
  })
}
