import { describe, expect, it } from 'vitest'
import { DAY, HOUR, makeTestApp, type TestApp } from '../test-support/harness.ts'

async function subscriber(t: TestApp, phone = '959420000002') {
  const auth = await t.login(phone)
  return { ...auth, id: auth.userInfo.id, opts: { token: auth.token.accessToken } }
}

/** Follows generate-url → operator page → the chosen button; returns the redirect location. */
async function payThroughOperator(t: TestApp, token: string, userId: number, action: 'confirm' | 'cancel', callbackUrl?: string) {
  const gen = await t.call('POST', '/v1/payment/mpt/generate-url', {
    token,
    body: { userId, planId: 1, transactionId: '17000000001700000000', callbackUrl },
  })
  expect(gen.status).toBe(200)
  const url = new URL(gen.body.url)
  expect(url.pathname).toBe('/operator/mpt/pay')
  const page = await t.request('GET', `${url.pathname}${url.search}`)
  expect(page.status).toBe(200)
  const html = await page.text()
  expect(html).toContain('<form method="post" action="/operator/mpt/pay">')
  expect(html).not.toMatch(/<script|style=/)
  const ref = url.searchParams.get('ref') ?? ''
  const res = await t.request('POST', '/operator/mpt/pay', {
    body: new URLSearchParams({ ref, action }).toString(),
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  })
  expect([302, 303]).toContain(res.status)
  return { location: res.headers.get('location'), ref }
}

describe('GET /v1/payment', () => {
  it('lists the three providers with plans and subscription flags', async () => {
    const t = makeTestApp()
    const { id, opts } = await subscriber(t, '959420000001')
    const { status, body } = await t.call('GET', `/v1/payment?userId=${id}&platform=pwa`, opts)
    expect(status).toBe(200)
    expect(Object.keys(body).sort()).toEqual(['atom', 'mpt', 'ooredoo'])
    expect(body.mpt).toMatchObject({ name: 'MPT', nameMM: 'အမ်ပီတီ', icon: '/images/providers/mpt.png', isAlreadySubscribed: true })
    expect(body.ooredoo.isAlreadySubscribed).toBe(false)
    expect(body.mpt.plans[0]).toEqual({
      id: 1,
      titleMM: 'နေ့စဉ်',
      descriptionMM: '၁ ရက်',
      title: 'နေ့စဉ်',
      description: '၁ ရက်',
      amount: 99,
      currency: 'MMK',
      days: 1,
    })
  })

  it('refuses another user’s id (403), anonymous (403), and a missing userId (400)', async () => {
    const t = makeTestApp()
    const { id, opts } = await subscriber(t)
    expect((await t.call('GET', `/v1/payment?userId=${id + 1}`, opts)).body).toEqual({ statusCode: 403, message: 'Permission denied' })
    expect((await t.call('GET', `/v1/payment?userId=${id}`)).status).toBe(403)
    expect((await t.call('GET', '/v1/payment', opts)).body.message).toBe('userId is required')
  })
})

describe('operator payment page', () => {
  it('activates the plan on Confirm and returns to the callback with status=success', async () => {
    const t = makeTestApp()
    const { id, opts, token } = await subscriber(t)
    const { location } = await payThroughOperator(t, token.accessToken, id, 'confirm', 'http://localhost/payment-success?redirectRoute=%2F')
    expect(location).toBe('/payment-success?redirectRoute=%2F&status=success')
    const sub = await t.call('GET', `/v1/subscription?userId=${id}`, opts)
    expect(sub.body).toEqual({
      isPremiumUser: true,
      mainBalance: 1,
      mainExpDate: new Date(t.now() + DAY).toISOString(),
      redeemBalance: 0,
      subscriptions: [{ provider: 'mpt', account: '959420000002', planId: 1, renews: true }],
    })
    expect((await t.call('GET', `/v1/payment?userId=${id}`, opts)).body.mpt.isAlreadySubscribed).toBe(true)
  })

  it('activates nothing on Cancel and returns with status=cancelled', async () => {
    const t = makeTestApp()
    const { id, opts, token } = await subscriber(t)
    const { location } = await payThroughOperator(t, token.accessToken, id, 'cancel', '/payment-success')
    expect(location).toBe('/payment-success?status=cancelled')
    expect((await t.call('GET', `/v1/subscription?userId=${id}`, opts)).body.isPremiumUser).toBe(false)
  })

  it('answers a repeated form submit like the first, charging once', async () => {
    const t = makeTestApp()
    const { id, opts, token } = await subscriber(t)
    const { ref } = await payThroughOperator(t, token.accessToken, id, 'confirm', '/done')
    const again = await t.request('POST', '/operator/mpt/pay', {
      body: `ref=${ref}&action=confirm`,
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    })
    expect(again.headers.get('location')).toBe('/done?status=success')
    expect((await t.call('GET', `/v1/subscription?userId=${id}`, opts)).body.mainBalance).toBe(1)
  })

  it.each([['https://evil.example/cb'], ['//evil.example/cb'], [undefined]])('sends callback %s to /profile', async (cb) => {
    const t = makeTestApp()
    const { id, token } = await subscriber(t)
    const { location } = await payThroughOperator(t, token.accessToken, id, 'confirm', cb)
    expect(location).toBe('/profile?status=success')
  })

  it('serves a stylesheet and a 404 page for an unknown reference', async () => {
    const t = makeTestApp()
    const css = await t.request('GET', '/operator/style.css')
    expect(css.headers.get('content-type')).toContain('text/css')
    expect((await t.request('GET', '/operator/mpt/pay?ref=nope')).status).toBe(404)
  })

  it('refuses generate-url when already subscribed to that provider, or for another provider’s plan', async () => {
    const t = makeTestApp()
    const { id, opts } = await subscriber(t, '959420000001')
    const dup = await t.call('POST', '/v1/payment/mpt/generate-url', { ...opts, body: { userId: id, planId: 2, transactionId: '1' } })
    expect(dup.status).toBe(400)
    expect(dup.body.message).toMatch(/already subscribed/)
    const wrong = await t.call('POST', '/v1/payment/ooredoo/generate-url', { ...opts, body: { userId: id, planId: 1, transactionId: '1' } })
    expect(wrong.status).toBe(400)
    expect(wrong.body.message).toContain('planId')
    const ooredoo = await t.call('POST', '/v1/payment/ooredoo/generate-url', {
      ...opts,
      body: { userId: id, planId: 3, transactionId: '1' },
    })
    expect(ooredoo.body.url).toMatch(/^http:\/\/localhost\/operator\/ooredoo\/pay\?ref=/)
  })

  it('validates generate-url input and ownership', async () => {
    const t = makeTestApp()
    const { id, opts } = await subscriber(t)
    const missing = await t.call('POST', '/v1/payment/mpt/generate-url', { ...opts, body: { userId: id, planId: 1 } })
    expect(missing.body.message).toBe('transactionId is required')
    expect(
      (await t.call('POST', '/v1/payment/mpt/generate-url', { ...opts, body: { userId: id + 1, planId: 1, transactionId: '1' } })).status,
    ).toBe(403)
    expect((await t.call('POST', '/v1/payment/mpt/generate-url', { body: { userId: id, planId: 1, transactionId: '1' } })).status).toBe(403)
  })
})

describe('ATOM subscription OTP', () => {
  const ATOM = '959761234567'

  it('activates the plan with the OTP sent to the ATOM phone', async () => {
    const t = makeTestApp()
    const { id, opts } = await subscriber(t)
    const base = { userId: id, atomPhone: ATOM, planId: 4, transactionId: '42' }
    expect((await t.call('POST', '/v1/payment/atom/send-subscription-otp', { ...opts, body: base })).body.success).toBe(true)
    const dev = await t.call('GET', `/__dev/otp?phone=${ATOM}&purpose=atom`)
    expect(dev.body.code).toMatch(/^\d{6}$/)
    const ok = await t.call('POST', '/v1/payment/atom/confirm-subscription-otp', { ...opts, body: { ...base, otp: dev.body.code } })
    expect(ok.status).toBe(200)
    expect(ok.body.success).toBe(true)
    const sub = await t.call('GET', `/v1/subscription?userId=${id}`, opts)
    expect(sub.body.subscriptions).toEqual([{ provider: 'atom', account: ATOM, planId: 4, renews: true }])
    const again = await t.call('POST', '/v1/payment/atom/send-subscription-otp', { ...opts, body: base })
    expect(again.body).toEqual({ statusCode: 400, message: 'You are already subscribed to ATOM' })
  })

  it('applies the OTP rules: 60 s resend, wrong code, expiry', async () => {
    const t = makeTestApp()
    const { id, opts } = await subscriber(t)
    const base = { userId: id, atomPhone: ATOM, planId: 4, transactionId: '42' }
    await t.call('POST', '/v1/payment/atom/send-subscription-otp', { ...opts, body: base })
    expect((await t.call('POST', '/v1/payment/atom/send-subscription-otp', { ...opts, body: base })).status).toBe(429)
    const code = t.otp(ATOM, 'atom') ?? ''
    const wrong = await t.call('POST', '/v1/payment/atom/confirm-subscription-otp', {
      ...opts,
      body: { ...base, otp: code === '000000' ? '111111' : '000000' },
    })
    expect(wrong.body.message).toBe('Wrong OTP code')
    t.advance(5 * 60_000)
    const expired = await t.call('POST', '/v1/payment/atom/confirm-subscription-otp', { ...opts, body: { ...base, otp: code } })
    expect(expired.body.message).toBe('OTP has expired')
  })

  it('rejects a non-ATOM phone with 400 naming atomPhone, and a missing otp', async () => {
    const t = makeTestApp()
    const { id, opts } = await subscriber(t)
    const res = await t.call('POST', '/v1/payment/atom/send-subscription-otp', {
      ...opts,
      body: { userId: id, atomPhone: '959421234567', planId: 4, transactionId: '1' },
    })
    expect(res.status).toBe(400)
    expect(res.body.message).toContain('atomPhone')
    const noOtp = await t.call('POST', '/v1/payment/atom/confirm-subscription-otp', {
      ...opts,
      body: { userId: id, atomPhone: ATOM, planId: 4, transactionId: '1' },
    })
    expect(noOtp.body.message).toBe('otp is required')
  })
})

describe('subscription and cancel', () => {
  // Long-lived tokens: these tests jump weeks ahead.
  const longTokens = { config: { accessTokenTtlS: 90 * 86_400 } }

  it('cancelling keeps the remaining days but stops renewal', async () => {
    const t = makeTestApp(longTokens)
    const { id, opts } = await subscriber(t, '959420000001')
    const res = await t.call('POST', '/v1/subscription/cancel-subscription', {
      ...opts,
      body: { userId: id, provider: 'mpt', account: '959420000001' },
    })
    expect(res.body).toEqual({ success: true, message: expect.any(String) })
    const sub = await t.call('GET', `/v1/subscription?userId=${id}`, opts)
    expect(sub.body).toMatchObject({ isPremiumUser: true, mainBalance: 30 })
    expect(sub.body.subscriptions).toEqual([{ provider: 'mpt', account: '959420000001', planId: 1, renews: false }])
    t.advance(30 * DAY)
    const later = await t.call('GET', `/v1/subscription?userId=${id}`, opts)
    expect(later.body).toEqual({ isPremiumUser: false, mainBalance: 0, mainExpDate: null, redeemBalance: 0, subscriptions: [] })
  })

  it('renews a plan that was not cancelled when its days run out', async () => {
    const t = makeTestApp(longTokens)
    const { id, opts } = await subscriber(t, '959420000001')
    t.advance(30 * DAY + HOUR)
    const sub = await t.call('GET', `/v1/subscription?userId=${id}`, opts)
    expect(sub.body.isPremiumUser).toBe(true)
    expect(sub.body.mainBalance).toBe(1)
  })

  it('answers 404 for a subscription that does not exist and 400 naming provider', async () => {
    const t = makeTestApp()
    const { id, opts } = await subscriber(t)
    expect(
      (await t.call('POST', '/v1/subscription/cancel-subscription', { ...opts, body: { userId: id, provider: 'mpt', account: '1' } }))
        .status,
    ).toBe(404)
    const bad = await t.call('POST', '/v1/subscription/cancel-subscription', {
      ...opts,
      body: { userId: id, provider: 'mytel', account: '1' },
    })
    expect(bad.body.message).toContain('provider')
  })

  it('guards the subscription of other users and anonymous callers', async () => {
    const t = makeTestApp()
    const { id, opts } = await subscriber(t)
    expect((await t.call('GET', `/v1/subscription?userId=${id + 1}`, opts)).status).toBe(403)
    expect((await t.call('GET', `/v1/subscription?userId=${id}`)).status).toBe(403)
    expect((await t.call('GET', '/v1/subscription?userId=abc', opts)).body.message).toContain('userId')
  })
})

describe('POST /v1/redeem', () => {
  it('adds the code’s days once, case-insensitively', async () => {
    const t = makeTestApp()
    const { id, opts } = await subscriber(t)
    const res = await t.call('POST', '/v1/redeem', { ...opts, body: { userId: id, code: ' welcome7 ' } })
    expect(res.body).toEqual({ success: true, days: 7, message: expect.any(String) })
    const sub = await t.call('GET', `/v1/subscription?userId=${id}`, opts)
    expect(sub.body).toMatchObject({ isPremiumUser: true, redeemBalance: 7, mainBalance: 0 })
    const again = await t.call('POST', '/v1/redeem', { ...opts, body: { userId: id, code: 'WELCOME7' } })
    expect(again.status).toBe(400)
    expect(again.body.message).toMatch(/not valid/)
  })

  it('refuses an unknown code, a missing code and another user’s id', async () => {
    const t = makeTestApp()
    const { id, opts } = await subscriber(t)
    expect((await t.call('POST', '/v1/redeem', { ...opts, body: { userId: id, code: 'NOPE' } })).body.message).toMatch(/not valid/)
    expect((await t.call('POST', '/v1/redeem', { ...opts, body: { userId: id } })).body.message).toBe('code is required')
    expect((await t.call('POST', '/v1/redeem', { ...opts, body: { userId: id + 1, code: 'MONTH30' } })).status).toBe(403)
    expect((await t.call('POST', '/v1/redeem', { body: { userId: id, code: 'MONTH30' } })).status).toBe(403)
  })
})
