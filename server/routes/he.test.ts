import { describe, expect, it } from 'vitest'
import { makeTestApp, MIN, type TestApp } from '../test-support/harness.ts'

function tokenFrom(location: string | null): string | null {
  return new URL(location ?? '', 'http://localhost').searchParams.get('token')
}

const GATEWAY = { peer: '127.0.0.1' }
const OUTSIDER = '203.0.113.7'
const PRODUCTION = { production: true }

async function heToken(t: TestApp, msisdn: string): Promise<string> {
  const res = await t.request('GET', '/he/check?redirect=/', { ...GATEWAY, headers: { 'X-MSISDN': msisdn } })
  const token = tokenFrom(res.headers.get('location'))
  if (!token) throw new Error(`no HE token: ${res.status} ${res.headers.get('location')}`)
  return token
}

describe('GET /he/check', () => {
  it('redirects back with checked=1 and no token off the operator network', async () => {
    const t = makeTestApp()
    const res = await t.request('GET', '/he/check?redirect=%2Fcontent%3Fid%3D3', GATEWAY)
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toBe('/content?id=3&checked=1')
  })

  it('adds a token when the gateway on loopback sends X-MSISDN outside production', async () => {
    const t = makeTestApp()
    const res = await t.request('GET', '/he/check?redirect=http%3A%2F%2Flocalhost%2F', {
      ...GATEWAY,
      headers: { 'X-MSISDN': '959971234567' },
    })
    expect(res.status).toBe(302)
    const location = res.headers.get('location') ?? ''
    expect(location.startsWith('/?checked=1&token=')).toBe(true)
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

  it('requires a redirect parameter', async () => {
    const t = makeTestApp()
    const res = await t.call('GET', '/he/check')
    expect(res.status).toBe(400)
    expect(res.body.message).toBe('redirect is required')
  })
})

describe('header enrichment trusts only the operator gateway', () => {
  it('in production, a hostile X-MSISDN from loopback gets checked=1 and no token', async () => {
    const t = makeTestApp({ config: PRODUCTION })
    const res = await t.request('GET', '/he/check?redirect=/', { peer: '127.0.0.1', headers: { 'X-MSISDN': '959421234567' } })
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toBe('/?checked=1')
  })

  it('in production, a hostile X-MSISDN over IPv6 loopback or IPv4-mapped loopback gets no token', async () => {
    const t = makeTestApp({ config: PRODUCTION })
    for (const peer of ['::1', '::ffff:127.0.0.1']) {
      const res = await t.request('GET', '/he/check?redirect=/', { peer, headers: { 'X-MSISDN': '959421234567' } })
      expect(res.headers.get('location'), peer).toBe('/?checked=1')
    }
  })

  it('in production, the he_msisdn cookie gets no token', async () => {
    const t = makeTestApp({ config: PRODUCTION })
    const res = await t.request('GET', '/he/check?redirect=/', { peer: '127.0.0.1', headers: { Cookie: 'he_msisdn=959421234567' } })
    expect(res.headers.get('location')).toBe('/?checked=1')
  })

  it('in production, /__dev/he does not exist to set the cookie', async () => {
    const t = makeTestApp({ config: PRODUCTION })
    const res = await t.request('GET', '/__dev/he?msisdn=959421234567')
    expect(res.status).toBe(404)
    expect(res.headers.get('set-cookie')).toBeNull()
  })

  it("in production, two HE logins from an untrusted peer cannot displace the owner's devices", async () => {
    const t = makeTestApp({ config: PRODUCTION })
    const owner = '959421234567'
    const phone = await t.login(owner)
    const tablet = await t.login(owner)
    for (let i = 0; i < 2; i++) {
      const res = await t.request('GET', '/he/check?redirect=/', { peer: OUTSIDER, headers: { 'X-MSISDN': owner } })
      const token = tokenFrom(res.headers.get('location'))
      expect(token).toBeNull()
      const login = await t.call('POST', '/v1/auth/verify-he-login', { body: { token: token ?? 'forged' }, peer: OUTSIDER })
      expect(login.status).toBe(400)
    }
    for (const device of [phone, tablet]) {
      expect((await t.call('GET', '/v1/user/profile', { token: device.token.accessToken })).status).toBe(200)
    }
  })

  it('a hostile X-MSISDN from an untrusted peer gets no token outside production either', async () => {
    const t = makeTestApp()
    const res = await t.request('GET', '/he/check?redirect=/', { peer: OUTSIDER, headers: { 'X-MSISDN': '959421234567' } })
    expect(res.headers.get('location')).toBe('/?checked=1')
  })

  it('a request with no socket address is not the gateway', async () => {
    const t = makeTestApp()
    const res = await t.request('GET', '/he/check?redirect=/', { headers: { 'X-MSISDN': '959421234567' } })
    expect(res.headers.get('location')).toBe('/?checked=1')
  })

  it('a forged X-Forwarded-For naming the gateway does not make an outsider the gateway', async () => {
    const t = makeTestApp({ config: { ...PRODUCTION, heTrustedProxies: ['10.20.0.0/16'] } })
    const headers = { 'X-MSISDN': '959421234567', 'X-Forwarded-For': '10.20.0.1', 'X-Real-IP': '10.20.0.1', Forwarded: 'for=10.20.0.1' }
    const res = await t.request('GET', '/he/check?redirect=/', { peer: OUTSIDER, headers })
    expect(res.headers.get('location')).toBe('/?checked=1')
  })

  it.each([
    ['an IPv4 gateway', ['10.20.0.0/16'], '10.20.3.4'],
    ['an IPv4 gateway seen on a dual-stack socket', ['10.20.0.0/16'], '::ffff:10.20.3.4'],
    ['an IPv6 gateway', ['2001:db8:5::/48'], '2001:db8:5::17'],
    ['a single gateway address', ['192.0.2.10'], '192.0.2.10'],
  ])('in production, %s listed in HE_TRUSTED_PROXIES is believed', async (_name, cidrs, peer) => {
    const t = makeTestApp({ config: { ...PRODUCTION, heTrustedProxies: cidrs } })
    const res = await t.request('GET', '/he/check?redirect=/', { peer, headers: { 'X-MSISDN': '959421234567' } })
    const token = tokenFrom(res.headers.get('location'))
    expect(token).toMatch(/^[\w-]{20,}$/)
    const login = await t.call('POST', '/v1/auth/verify-he-login', { body: { token } })
    expect(login.body.userInfo.phone).toBe('959421234567')
  })

  it.each([
    ['just outside an IPv4 range', ['10.20.0.0/16'], '10.21.0.1'],
    ['an IPv4 address against an IPv6 range', ['2001:db8::/32'], '10.20.0.1'],
    ['just outside an IPv6 range', ['2001:db8:5::/48'], '2001:db8:6::1'],
  ])('in production, a peer %s is not believed', async (_name, cidrs, peer) => {
    const t = makeTestApp({ config: { ...PRODUCTION, heTrustedProxies: cidrs } })
    const res = await t.request('GET', '/he/check?redirect=/', { peer, headers: { 'X-MSISDN': '959421234567' } })
    expect(res.headers.get('location')).toBe('/?checked=1')
  })

  it.each([['10.0.0.0/33'], ['10.0.0/8'], ['not-an-address'], ['::1/129'], ['10.0.0.0/8/1']])(
    'refuses to start with the unreadable HE_TRUSTED_PROXIES entry %s',
    (entry) => {
      expect(() => makeTestApp({ config: { heTrustedProxies: [entry] } })).toThrow(/CIDR/)
    },
  )
})

describe('the one-time state of the HE round trip', () => {
  it('passes a well-formed state back unchanged', async () => {
    const t = makeTestApp()
    const state = 'Ab3_-xYz0123456789abcd'
    const res = await t.request('GET', `/he/check?redirect=/&state=${state}`, { ...GATEWAY, headers: { 'X-MSISDN': '959421234567' } })
    const back = new URL(res.headers.get('location') ?? '', 'http://localhost').searchParams
    expect(back.get('state')).toBe(state)
    expect(back.get('token')).toBeTruthy()
  })

  it.each([['short'], ['x'.repeat(65)], ['<script>alert(1)</script>'], ['a&token=attacker0123456789'], ['a b c d e f g h i j k l']])(
    'drops the malformed state %j',
    async (state) => {
      const t = makeTestApp()
      const res = await t.request('GET', `/he/check?redirect=/&state=${encodeURIComponent(state)}`, GATEWAY)
      expect(res.headers.get('location')).toBe('/?checked=1')
    },
  )

  it('an untrusted answer carries no token or state even when the redirect target names them', async () => {
    const t = makeTestApp()
    const target = encodeURIComponent('/?token=attackers-token-0123456789&state=attackers-state-012345')
    const res = await t.request('GET', `/he/check?redirect=${target}`, { peer: OUTSIDER, headers: { 'X-MSISDN': '959421234567' } })
    expect(res.headers.get('location')).toBe('/?checked=1')
  })
})

describe('POST /v1/he/check and verify-he-login', () => {
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
    const first = await t.call('POST', '/v1/auth/verify-he-login', { body: { token: await heToken(t, '959971234567') } })
    expect(first.status).toBe(200)
    expect(first.body).toMatchObject({ success: true, isNewUser: true, userInfo: { phone: '959971234567' } })
    const again = await t.call('POST', '/v1/auth/verify-he-login', { body: { token: await heToken(t, '959971234567') } })
    expect(again.body.isNewUser).toBe(false)
    expect((await t.call('GET', '/v1/user/profile', { token: again.body.token.accessToken })).status).toBe(200)
  })

  it('the HE check reads the token without spending it, and the card can log in after it', async () => {
    const t = makeTestApp()
    const token = await heToken(t, '959971234567')
    expect((await t.call('POST', '/v1/he/check', { body: { token } })).status).toBe(200)
    expect((await t.call('POST', '/v1/he/check', { body: { token } })).status).toBe(200)
    expect((await t.call('POST', '/v1/auth/verify-he-login', { body: { token } })).status).toBe(200)
  })

  it.each([
    ['outside production', {}],
    ['in production, from a listed gateway', { ...PRODUCTION, heTrustedProxies: ['127.0.0.1'] }],
  ])('verify-he-login accepts an HE token only once (%s)', async (_mode, config) => {
    const t = makeTestApp({ config })
    const token = await heToken(t, '959971234567')
    expect((await t.call('POST', '/v1/auth/verify-he-login', { body: { token } })).status).toBe(200)
    const replay = await t.call('POST', '/v1/auth/verify-he-login', { body: { token } })
    expect(replay.status).toBe(400)
    expect(replay.body.message).toBe("Client is not on the partner's network anymore")
    expect((await t.call('POST', '/v1/he/check', { body: { token } })).status).toBe(400)
  })

  it('two logins racing with one HE token: only one gets a session', async () => {
    const t = makeTestApp()
    const token = await heToken(t, '959971234567')
    const answers = await Promise.all([1, 2, 3].map(() => t.call('POST', '/v1/auth/verify-he-login', { body: { token } })))
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400, 400])
  })

  it('an HE token lives at most 10 minutes', async () => {
    const t = makeTestApp()
    const token = await heToken(t, '959971234567')
    t.advance(10 * MIN - 1)
    expect((await t.call('POST', '/v1/he/check', { body: { token } })).status).toBe(200)
    t.advance(1)
    expect((await t.call('POST', '/v1/he/check', { body: { token } })).status).toBe(400)
    expect((await t.call('POST', '/v1/auth/verify-he-login', { body: { token } })).status).toBe(400)
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

  it('treats unknown tokens as stale too', async () => {
    const t = makeTestApp()
    expect((await t.call('POST', '/v1/he/check', { body: { token: 'unknown' } })).body.message).toBe(
      "Client is not on the partner's network anymore",
    )
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
