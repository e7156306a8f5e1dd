// The stand-in operator payment page's words and markup, in the viewer's language. Plain HTML and
// a form post, so it works under the strict CSP with no script and no inline style.
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { escapeHtml, type Lang } from '../services/text.ts'

/** The app's own Myanmar font subset, served under /operator/ for this page. */
export const FONT_FILE = fileURLToPath(new URL('../../src/assets/fonts/noto-sans-myanmar-400.woff2', import.meta.url))
let font: Buffer | null = null
export const fontBytes = (): Buffer => (font ??= readFileSync(FONT_FILE))

const WORDS = {
  en: {
    payment: (brand: string) => `${brand} payment`,
    confirmTitle: 'Confirm your subscription',
    billedTo: (brand: string) => `The charge is added to your ${brand} bill.`,
    plan: 'Plan',
    price: 'Price',
    access: 'Access',
    period: (days: number) => (days === 1 ? '1 day, renews automatically' : `${days} days, renews automatically`),
    account: 'Account',
    transaction: 'Transaction',
    cancel: 'Cancel',
    confirm: 'Confirm',
    unavailable: 'Payment unavailable',
    missing: 'This payment request does not exist.',
    closed: 'This payment request has already been completed or has expired.',
    back: 'Back to the app',
  },
  my: {
    payment: (brand: string) => `${brand} ငွေပေးချေမှု`,
    confirmTitle: 'စာရင်းသွင်းမှုကို အတည်ပြုပါ',
    billedTo: (brand: string) => `ကျသင့်ငွေကို သင်၏ ${brand} ဖုန်းဘေလ်တွင် ပေါင်းထည့်ပါမည်။`,
    plan: 'ပလန်',
    price: 'ဈေးနှုန်း',
    access: 'ကြည့်ရှုခွင့်',
    period: (days: number) => `${number('my', days)} ရက်၊ အလိုအလျောက် သက်တမ်းတိုးမည်`,
    account: 'အကောင့်',
    transaction: 'ငွေလွှဲအမှတ်',
    cancel: 'မလုပ်တော့ပါ',
    confirm: 'အတည်ပြုမည်',
    unavailable: 'ငွေပေးချေ၍ မရပါ',
    missing: 'ဤငွေပေးချေမှု တောင်းဆိုချက် မရှိပါ။',
    closed: 'ဤငွေပေးချေမှု တောင်းဆိုချက်ကို ပြီးဆုံးပြီး သို့မဟုတ် သက်တမ်းကုန်သွားပြီ ဖြစ်ပါသည်။',
    back: 'အက်ပ်သို့ ပြန်သွားရန်',
  },
} as const

export type Words = (typeof WORDS)[Lang]
export const wordsFor = (lang: Lang): Words => WORDS[lang]

/** Myanmar digits in Burmese, as CLDR's `my` locale writes them. */
const number = (lang: Lang, n: number) => new Intl.NumberFormat(lang === 'my' ? 'my' : 'en').format(n)

export function price(lang: Lang, amount: number, currency: string): string {
  if (lang === 'my' && currency === 'MMK') return `${number('my', amount)} ကျပ်`
  return `${number(lang, amount)} ${currency}`
}

// Values that cannot break (a 20-digit transaction id) wrap anywhere rather than leave the card;
// rows stack their label over the value when the two do not fit side by side.
export const STYLE = `@font-face{font-family:"Yoke Shin Myanmar";font-style:normal;font-weight:400;font-display:swap;src:url(/operator/myanmar.woff2) format("woff2");unicode-range:U+1000-109F,U+200C-200D,U+25CC,U+A9E0-A9FE,U+AA60-AA7F}
*{box-sizing:border-box}
body{margin:0;font-family:"Yoke Shin Myanmar",system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans Myanmar",sans-serif;background:#f2f5f8;color:#1b1f24;line-height:1.5}
html[lang=my] body{line-height:1.8}
main{max-width:26rem;margin:1.5rem auto;padding:0 12px}
.card{background:#fff;border-radius:16px;padding:20px 16px;box-shadow:0 2px 12px rgba(0,0,0,.08)}
h1{font-size:1.25rem;margin:0 0 4px;line-height:1.5}
html[lang=my] h1{line-height:1.8}
.muted{color:#5b6570;font-size:.9rem;margin:0 0 16px}
h1,p{text-wrap:pretty}
dl{margin:0 0 24px}
dl>div{display:flex;flex-wrap:wrap;align-items:baseline;justify-content:space-between;gap:0 16px;padding:8px 0;border-top:1px solid #e3e8ee}
dl>div:first-child{border-top:0}
dt{color:#5b6570}
dd{margin:0 0 0 auto;font-weight:600;text-align:right;min-width:0;max-width:100%;overflow-wrap:anywhere}
.code{font-family:ui-monospace,SFMono-Regular,Menlo,monospace;font-size:.9rem;font-weight:500}
.actions{display:flex;gap:8px}
button,a.button{flex:1;display:flex;align-items:center;justify-content:center;min-height:48px;font:inherit;font-weight:600;padding:8px 12px;border-radius:10px;border:1px solid #0095d5;cursor:pointer;text-align:center;text-decoration:none;word-break:keep-all}
button[value=confirm]{background:#0095d5;color:#fff}
button[value=cancel],a.button{background:#fff;color:#0070a0}
.brand{display:inline-block;font-weight:700;color:#0070a0;letter-spacing:.04em;margin-bottom:12px}
@media (prefers-color-scheme:dark){body{background:#101418;color:#e8edf2}.card{background:#1b2127;box-shadow:none}.muted,dt{color:#9aa5b1}dl>div{border-color:#2a323a}button[value=cancel],a.button{background:transparent;color:#5cc8f5}.brand{color:#5cc8f5}}
`

export function page(lang: Lang, title: string, body: string): string {
  return `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title><link rel="stylesheet" href="/operator/style.css"></head>
<body><main><div class="card">${body}</div></main></body></html>`
}

export interface PayDetails {
  brand: string
  provider: string
  ref: string
  plan: string
  amount: number
  currency: string
  days: number
  account: string
  transactionId: string
}

export function payPage(lang: Lang, d: PayDetails): string {
  const w = wordsFor(lang)
  const row = (label: string, value: string, cls = '') =>
    `<div><dt>${escapeHtml(label)}</dt><dd${cls ? ` class="${cls}"` : ''}>${escapeHtml(value)}</dd></div>`
  // Phone numbers and transaction ids stay in Latin digits, as the viewer types and reads them out.
  return page(
    lang,
    w.payment(d.brand),
    `<span class="brand" translate="no">${escapeHtml(d.brand)}</span>
<h1>${escapeHtml(w.confirmTitle)}</h1>
<p class="muted">${escapeHtml(w.billedTo(d.brand))}</p>
<dl>
${row(w.plan, d.plan)}
${row(w.price, price(lang, d.amount, d.currency))}
${row(w.access, w.period(d.days))}
${row(w.account, d.account, 'code')}
${row(w.transaction, d.transactionId, 'code')}
</dl>
<form method="post" action="/operator/${encodeURIComponent(d.provider)}/pay">
<input type="hidden" name="ref" value="${escapeHtml(d.ref)}">
<input type="hidden" name="lang" value="${lang}">
<div class="actions"><button type="submit" name="action" value="cancel">${escapeHtml(w.cancel)}</button>
<button type="submit" name="action" value="confirm">${escapeHtml(w.confirm)}</button></div>
</form>`,
  )
}

export function gonePage(lang: Lang, reason: 'missing' | 'closed'): string {
  const w = wordsFor(lang)
  return page(
    lang,
    w.unavailable,
    `<h1>${escapeHtml(w.unavailable)}</h1><p class="muted">${escapeHtml(w[reason])}</p>
<a class="button" href="/profile">${escapeHtml(w.back)}</a>`,
  )
}
