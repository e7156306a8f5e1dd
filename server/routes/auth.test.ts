import { describe, expect, it } from 'vitest'
import { makeTestApp, MIN, SEC } from '../test-support/harness.ts'

const PHONE = '959420000009'

describe('send-otp', () => {
  it('sends a 6-digit code, prints it and exposes it at /__dev/otp', async () => {
    const t = makeTestApp()
    const res = await t.call('POST', '/v1/auth/send-otp', { body: { phone: PHONE } })
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ success: true, message: expect.any(String) })
    const code = t.otp(PHONE)
    expect(code).toMatch(/^\d{6}$/)
    expect(t.logs.join('\n')).toContain(code)
    const dev = await t.call('GET', `/__dev/otp?phone=${PHONE}`)
    expect(dev.body).toEqual({ code })
  })

  it.each([['09420000009'], ['95912'], ['abc'], [959420000009]])('rejects phone %j with 400 naming phone', async (phone) => {
    const t = makeTestApp()
    const res = await t.call('POST', '/v1/auth/send-otp', { body: { phone } })
    expect(res.status).toBe(400)
    expect(res.body.statusCode).toBe(400)
    expect(res.body.message).toContain('phone')
  })

  it('rejects a missing phone and a malformed body with 400', async () => {
    const t = makeTestApp()
    expect((await t.call('POST', '/v1/auth/send-otp', { body: {} })).body.message).toBe('phone is required')
    const broken = await t.call('POST', '/v1/auth/send-otp', { body: '{"phone":' })
    expect(broken.status).toBe(400)
    expect(broken.body.message).toContain('JSON')
  })

  it('refuses a second OTP within 60 seconds with 429, then allows it', async () => {
    const t = makeTestApp()
    await t.call('POST', '/v1/auth/send-otp', { body: { phone: PHONE } })
    t.advance(59 * SEC)
    const again = await t.call('POST', '/v1/auth/send-otp', { body: { phone: PHONE } })
    expect(again.status).toBe(429)
    expect(again.res.headers.get('retry-after')).toBe('1')
    t.advance(1 * SEC)
    expect((await t.call('POST', '/v1/auth/send-otp', { body: { phone: PHONE } })).status).toBe(200)
  })
})

describe('verify-otp', () => {
  it('creates the user on first login and reports an existing user afterwards', async () => {
    const t = makeTestApp()
    const first = await t.login(PHONE)
    expect(first).toMatchObject({ success: true, isNewUser: true, userInfo: { phone: PHONE } })
    expect(first.token.accessToken).toEqual(expect.any(String))
    expect(first.token.refreshToken).not.toBe(first.token.accessToken)
    const second = await t.login(PHONE)
    expect(second.isNewUser).toBe(false)
    expect(second.userInfo.id).toBe(first.userInfo.id)
    expect(second.message).toContain(first.userInfo.name)
  })

  it('answers OTP record not found when no code was sent', async () => {
    const t = makeTestApp()
    const res = await t.call('POST', '/v1/auth/verify-otp', { body: { phone: PHONE, code: '123456', platform: 'pwa' } })
    expect(res.status).toBe(400)
    expect(res.body).toEqual({ statusCode: 400, message: 'OTP record not found' })
  })

  it('answers OTP has expired after 5 minutes', async () => {
    const t = makeTestApp()
    await t.call('POST', '/v1/auth/send-otp', { body: { phone: PHONE } })
    const code = t.otp(PHONE)
    t.advance(5 * MIN)
    const res = await t.call('POST', '/v1/auth/verify-otp', { body: { phone: PHONE, code } })
    expect(res.body).toEqual({ statusCode: 400, message: 'OTP has expired' })
  })

  it('accepts a code just before the 5 minutes are up', async () => {
    const t = makeTestApp()
    await t.call('POST', '/v1/auth/send-otp', { body: { phone: PHONE } })
    const code = t.otp(PHONE)
    t.advance(5 * MIN - SEC)
    expect((await t.call('POST', '/v1/auth/verify-otp', { body: { phone: PHONE, code } })).status).toBe(200)
  })

  it('locks the client out of a phone with 429 after its 5 wrong attempts, even for the right code', async () => {
    const t = makeTestApp()
    await t.call('POST', '/v1/auth/send-otp', { body: { phone: PHONE } })
    const code = t.otp(PHONE) ?? ''
    const wrong = code === '000000' ? '111111' : '000000'
    for (let i = 0; i < 5; i++) {
      const res = await t.call('POST', '/v1/auth/verify-otp', { body: { phone: PHONE, code: wrong } })
      expect(res.body).toEqual({ statusCode: 400, message: 'Wrong OTP code' })
    }
    const right = await t.call('POST', '/v1/auth/verify-otp', { body: { phone: PHONE, code } })
    expect(right.status).toBe(429)
    expect(Number(right.res.headers.get('retry-after'))).toBeGreaterThan(0)
  })

  it('still accepts the right code after 4 wrong attempts', async () => {
    const t = makeTestApp()
    await t.call('POST', '/v1/auth/send-otp', { body: { phone: PHONE } })
    const code = t.otp(PHONE) ?? ''
    const wrong = code === '000000' ? '111111' : '000000'
    for (let i = 0; i < 4; i++) await t.call('POST', '/v1/auth/verify-otp', { body: { phone: PHONE, code: wrong } })
    expect((await t.call('POST', '/v1/auth/verify-otp', { body: { phone: PHONE, code } })).status).toBe(200)
  })

  it('consumes a code: using it twice answers OTP record not found', async () => {
    const t = makeTestApp()
    await t.call('POST', '/v1/auth/send-otp', { body: { phone: PHONE } })
    const code = t.otp(PHONE)
    await t.call('POST', '/v1/auth/verify-otp', { body: { phone: PHONE, code } })
    const again = await t.call('POST', '/v1/auth/verify-otp', { body: { phone: PHONE, code } })
    expect(again.body.message).toBe('OTP record not found')
  })

  it('rejects a code that is not 6 digits with 400 naming code', async () => {
    const t = makeTestApp()
    const res = await t.call('POST', '/v1/auth/verify-otp', { body: { phone: PHONE, code: '12ab' } })
    expect(res.status).toBe(400)
    expect(res.body.message).toContain('code')
  })
})

describe('access tokens', () => {
  it('expire after ACCESS_TOKEN_TTL_S with 401', async () => {
    const t = makeTestApp({ config: { accessTokenTtlS: 60 } })
    const { token } = await t.login()
    expect((await t.call('GET', '/v1/user/profile', { token: token.accessToken })).status).toBe(200)
    t.advance(60 * SEC)
    const res = await t.call('GET', '/v1/user/profile', { token: token.accessToken })
    expect(res.status).toBe(401)
    expect(res.body.message).toMatch(/expired/)
  })

  it('refuses an unknown token with 401 and a missing one with 403', async () => {
    const t = makeTestApp()
    expect((await t.call('GET', '/v1/user/profile', { token: 'nope' })).status).toBe(401)
    expect((await t.call('GET', '/v1/user/profile')).body).toEqual({ statusCode: 403, message: 'Permission denied' })
  })
})

describe('refresh-token', () => {
  it('rotates: the new pair works and differs from the old one', async () => {
    const t = makeTestApp({ config: { accessTokenTtlS: 60 } })
    const { token } = await t.login()
    t.advance(2 * MIN)
    const res = await t.call('POST', '/v1/auth/refresh-token', { body: { refreshToken: token.refreshToken } })
    expect(res.status).toBe(200)
    expect(Object.keys(res.body).sort()).toEqual(['accessToken', 'refreshToken'])
    expect(res.body.refreshToken).not.toBe(token.refreshToken)
    expect((await t.call('GET', '/v1/user/profile', { token: res.body.accessToken })).status).toBe(200)
  })

  it('answers a reuse within 30 seconds with the same new pair', async () => {
    const t = makeTestApp()
    const { token } = await t.login()
    const first = await t.call('POST', '/v1/auth/refresh-token', { body: { refreshToken: token.refreshToken } })
    t.advance(30 * SEC)
    const second = await t.call('POST', '/v1/auth/refresh-token', { body: { refreshToken: token.refreshToken } })
    expect(second.status).toBe(200)
    expect(second.body).toEqual(first.body)
  })

  it('answers concurrent refreshes with one pair', async () => {
    const t = makeTestApp()
    const { token } = await t.login()
    const answers = await Promise.all(
      [1, 2, 3].map(() => t.call('POST', '/v1/auth/refresh-token', { body: { refreshToken: token.refreshToken } })),
    )
    expect(new Set(answers.map((a) => JSON.stringify(a.body))).size).toBe(1)
  })

  it('refuses a used refresh token with 401 after the grace window', async () => {
    const t = makeTestApp()
    const { token } = await t.login()
    await t.call('POST', '/v1/auth/refresh-token', { body: { refreshToken: token.refreshToken } })
    t.advance(31 * SEC)
    const res = await t.call('POST', '/v1/auth/refresh-token', { body: { refreshToken: token.refreshToken } })
    expect(res.status).toBe(401)
    expect(res.body.message).toMatch(/already been used/)
  })

  it('refuses an unknown token with 401 and a missing one with 400', async () => {
    const t = makeTestApp()
    expect((await t.call('POST', '/v1/auth/refresh-token', { body: { refreshToken: 'x' } })).status).toBe(401)
    const missing = await t.call('POST', '/v1/auth/refresh-token', { body: {} })
    expect(missing.status).toBe(400)
    expect(missing.body.message).toContain('refreshToken')
  })
})

describe('device limit', () => {
  it('displaces the oldest session with 511 when a third one opens (MAX_DEVICES=2)', async () => {
    const t = makeTestApp({ config: { maxDevices: 2 } })
    const a = await t.login(PHONE)
    const b = await t.login(PHONE)
    expect((await t.call('GET', '/v1/user/profile', { token: a.token.accessToken })).status).toBe(200)
    const c = await t.login(PHONE)
    const displaced = await t.call('GET', '/v1/user/profile', { token: a.token.accessToken })
    expect(displaced.status).toBe(511)
    expect(displaced.body).toEqual({ statusCode: 511, message: 'User is using on multiple devices' })
    const refresh = await t.call('POST', '/v1/auth/refresh-token', { body: { refreshToken: a.token.refreshToken } })
    expect(refresh.status).toBe(511)
    expect((await t.call('GET', '/v1/user/profile', { token: b.token.accessToken })).status).toBe(200)
    expect((await t.call('GET', '/v1/user/profile', { token: c.token.accessToken })).status).toBe(200)
  })

  it('lets other users keep their sessions', async () => {
    const t = makeTestApp({ config: { maxDevices: 1 } })
    const other = await t.login('959420000001')
    await t.login(PHONE)
    await t.login(PHONE)
    expect((await t.call('GET', '/v1/user/profile', { token: other.token.accessToken })).status).toBe(200)
  })
})
