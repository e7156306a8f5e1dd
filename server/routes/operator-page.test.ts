import { describe, expect, it } from 'vitest'
import { makeTestApp, type TestApp } from '../test-support/harness.ts'

const FORM = { 'Content-Type': 'application/x-www-form-urlencoded' }

/** Asks for an MPT payment address as the app does, in `appLanguage`; returns the address. */
async function payAddress(t: TestApp, appLanguage?: string) {
  const { token, userInfo } = await t.login('959420000002')
  const gen = await t.call('POST', '/v1/payment/mpt/generate-url', {
    token: token.accessToken,
    body: { userId: userInfo.id, planId: 1, transactionId: '17000000001700000000' },
    headers: appLanguage ? { 'Accept-Language': appLanguage } : {},
  })
  expect(gen.status).toBe(200)
  return new URL(gen.body.url as string)
}

async function open(t: TestApp, url: URL | string, browserLanguage?: string) {
  const path = typeof url === 'string' ? url : `${url.pathname}${url.search}`
  const res = await t.request('GET', path, { headers: browserLanguage ? { 'Accept-Language': browserLanguage } : {} })
  return { res, html: await res.text() }
}

describe("the stand-in operator page speaks the viewer's language", () => {
  it("in Burmese by default: words, the plan's name and the price in Myanmar digits; the phone and transaction id stay Latin", async () => {
    const t = makeTestApp()
    const { res, html } = await open(t, await payAddress(t))
    expect(res.status).toBe(200)
    expect(html).toContain('<html lang="my">')
    for (const words of ['စာရင်းသွင်းမှုကို အတည်ပြုပါ', 'နေ့စဉ်', '၉၉ ကျပ်', '၁ ရက်၊ အလိုအလျောက် သက်တမ်းတိုးမည်', 'မလုပ်တော့ပါ', 'အတည်ပြုမည်']) {
      expect(html).toContain(words)
    }
    expect(html).toContain('959420000002')
    expect(html).toContain('17000000001700000000')
    expect(html).not.toMatch(/Confirm your subscription|Cancel</)
  })

  it("in English when the app asked for the payment in English, whatever the browser's own list says", async () => {
    const t = makeTestApp()
    const { html } = await open(t, await payAddress(t, 'en'), 'my-MM,my;q=0.9')
    expect(html).toContain('<html lang="en">')
    for (const words of ['Confirm your subscription', 'Daily', '99 MMK', '1 day, renews automatically', '>Cancel<', '>Confirm<']) {
      expect(html).toContain(words)
    }
    expect(html).toContain('<input type="hidden" name="lang" value="en">')
  })

  it('follows Accept-Language when the address names no language, and ignores a hostile one', async () => {
    const t = makeTestApp()
    const url = await payAddress(t)
    url.searchParams.delete('lang')
    expect((await open(t, url, 'en-GB,en;q=0.9')).html).toContain('Confirm your subscription')
    url.searchParams.set('lang', '"><script>alert(1)</script>')
    const hostile = await open(t, url, 'en')
    expect(hostile.html).toContain('<html lang="en">')
    expect(hostile.html).not.toContain('<script')
    expect((await open(t, url, 'en;q=abc')).html).toContain('<html lang="my">')
  })

  it('says a payment is unavailable in either language', async () => {
    const t = makeTestApp()
    const missing = await open(t, '/operator/mpt/pay?ref=nope')
    expect(missing.res.status).toBe(404)
    expect(missing.html).toContain('ဤငွေပေးချေမှု တောင်းဆိုချက် မရှိပါ။')
    expect((await open(t, '/operator/mpt/pay?ref=nope&lang=en')).html).toContain('This payment request does not exist.')
    const posted = await t.request('POST', '/operator/mpt/pay', { body: 'ref=nope&action=confirm&lang=en', headers: FORM })
    expect(posted.status).toBe(404)
    expect(await posted.text()).toContain('Back to the app')
  })

  it('keeps its strict policy: no script, no inline style, and the Myanmar font from this site', async () => {
    const t = makeTestApp()
    const { res, html } = await open(t, await payAddress(t))
    expect(res.headers.get('content-security-policy')).toContain("default-src 'self'")
    expect(res.headers.get('content-security-policy') ?? '').not.toContain('unsafe-inline')
    expect(res.headers.get('cache-control')).toBe('no-store')
    expect(html).not.toMatch(/<script|style=|<style/)
    const css = await (await t.request('GET', '/operator/style.css')).text()
    expect(css).toContain('url(/operator/myanmar.woff2)')
    const font = await t.request('GET', '/operator/myanmar.woff2')
    expect(font.status).toBe(200)
    expect(font.headers.get('content-type')).toBe('font/woff2')
    expect(new Uint8Array(await font.arrayBuffer()).slice(0, 4)).toEqual(new Uint8Array([0x77, 0x4f, 0x46, 0x32]))
  })
})
