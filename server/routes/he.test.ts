import { describe, expect, it } from 'vitest'
import { makeTestApp, HOUR } from '../test-support/harness.ts'

function tokenFrom(location: string | null): string | null {
  return new URL(location ?? '', 'http://localhost').searchParams.get('token')
}

describe('GET /he/check', () => {
  it('redirects back with checked=1 and no token off the operator network', async () => {
    const t = makeTestApp()
    const res = await t.request('GET', '/he/check?redirect=%2Fcontent%3Fid%3D3')
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toBe('/content?id=3&checked=1')
  })

  it('adds a token when the request carries X-MSISDN', async () => {
    const t = makeTestApp()
    const res = await t.request('GET', '/he/check?redirect=http%3A%2F%2Flocalhost%2F', { headers: { 'X-MSISDN': '959971234567' } })
    expect(res.status).toBe(302)
    const location = res.headers.get('location') ?? ''
    expect(location.startsWith('http://localhost/?checked=1&token=')).toBe(true)
    expect(tokenFrom(location)).toMatch(/^[\w-]{20,}$/)
  })

  it('adds a token when the dev cookie from /__dev/he is present', async () => {
    const t = makeTestApp()
    const set = await t.request('GET', '/__dev/he?msisdn=09761234567')
    const cookie = (set.headers.get('set-cookie') ?? '').split(';')[0] ?? ''
    expect(cookie).toBe('he_msisdn=959761234567')
    const res = await t.request('GET', '/he/check?redirect=/', { headers: { Cookie: cookie } })
    expect(tokenFrom(res.headers.get('location'))).not.toBeNull()
  })

  it.each([['https://evil.example/'], ['//evil.example/x'], ['/\\evil.example'], ['javascript:alert(1)']])(
    'refuses the off-site redirect %s with 400',
    async (target) => {
      const t = makeTestApp()
      const res = await t.call('GET', `/he/check?redirect=${encodeURIComponent(target)}`)
      expect(res.status).toBe(400)
      expect(res.body.message).toContain('redirect')
    },
  )

  it('requires a redirect parameter', async () => {
    const t = makeTestApp()
    const res = await t.call('GET', '/he/check')
    expect(res.status).toBe(400)
    expect(res.body.message).toBe('redirect is required')
  })
})

describe('POST /v1/he/check and verify-he-login', () => {
  async function heToken(t: ReturnType<typeof makeTestApp>, msisdn: string): Promise<string> {
    const res = await t.request('GET', '/he/check?redirect=/', { headers: { 'X-MSISDN': msisdn } })
    return tokenFrom(res.headers.get('location')) ?? ''
  }

  it.each([
    ['959971234567', 'ooredoo'],
    ['959761234567', 'atom'],
    ['959421234567', 'mpt'],
    ['959251234567', 'mpt'],
  ])('identifies %s as %s', async (msisdn, provider) => {
    const t = makeTestApp()
    const token = await heToken(t, msisdn)
    const res = await t.call('POST', '/v1/he/check', { body: { token } })
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ token, info: { provider, phone: msisdn } })
  })

  it('accepts the token from the X-HE-Auth header', async () => {
    const t = makeTestApp()
    const token = await heToken(t, '959971234567')
    const res = await t.call('POST', '/v1/he/check', { headers: { 'X-HE-Auth': token } })
    expect(res.status).toBe(200)
  })

  it('logs in with an HE token, creating the user first time', async () => {
    const t = makeTestApp()
    const token = await heToken(t, '959971234567')
    const first = await t.call('POST', '/v1/auth/verify-he-login', { body: { token } })
    expect(first.status).toBe(200)
    expect(first.body).toMatchObject({ success: true, isNewUser: true, userInfo: { phone: '959971234567' } })
    const again = await t.call('POST', '/v1/auth/verify-he-login', { body: { token } })
    expect(again.body.isNewUser).toBe(false)
    expect((await t.call('GET', '/v1/user/profile', { token: again.body.token.accessToken })).status).toBe(200)
  })

  it("answers 400 'not on the partner's network' for a stale token after a network switch", async () => {
    const t = makeTestApp()
    const token = await heToken(t, '959971234567')
    await t.request('GET', '/__dev/he?off=1')
    for (const path of ['/v1/he/check', '/v1/auth/verify-he-login']) {
      const res = await t.call('POST', path, { body: { token } })
      expect(res.body).toEqual({ statusCode: 400, message: "Client is not on the partner's network anymore" })
    }
  })

  it('treats unknown and expired tokens as stale too', async () => {
    const t = makeTestApp()
    expect((await t.call('POST', '/v1/he/check', { body: { token: 'unknown' } })).body.message).toBe(
      "Client is not on the partner's network anymore",
    )
    const token = await heToken(t, '959971234567')
    t.advance(2 * HOUR)
    expect((await t.call('POST', '/v1/he/check', { body: { token } })).status).toBe(400)
  })

  it('clears the dev cookie with DELETE /__dev/he', async () => {
    const t = makeTestApp()
    const res = await t.request('DELETE', '/__dev/he')
    expect(res.headers.get('set-cookie')).toMatch(/he_msisdn=;.*Max-Age=0/)
  })

  it('requires a token with 400 naming token', async () => {
    const t = makeTestApp()
    const res = await t.call('POST', '/v1/he/check', { body: {} })
    expect(res.status).toBe(400)
    expect(res.body.message).toContain('token')
  })
})
