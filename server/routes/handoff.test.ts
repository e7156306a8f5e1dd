import { describe, expect, it } from 'vitest'
import { makeTestApp, MIN, SEC, type TestApp } from '../test-support/harness.ts'
import { HANDOFF_FAILURES_PER_CLIENT, HANDOFF_ISSUES_PER_USER_HOUR, HANDOFF_MSG } from './handoff.ts'

const SAME_ORIGIN = { 'Sec-Fetch-Site': 'same-origin' }
const ALICE = '959420000002'
const BOB = '959420000003'

async function issue(t: TestApp, accessToken: string): Promise<string> {
  const res = await t.call<{ code: string; expiresIn: number }>('POST', '/v1/auth/handoff', {
    token: accessToken,
    headers: SAME_ORIGIN,
    body: {},
  })
  if (res.status !== 200) throw new Error(`handoff failed: ${res.status} ${JSON.stringify(res.body)}`)
  return res.body.code
}

const redeem = (t: TestApp, code: string, headers: Record<string, string> = SAME_ORIGIN, peer?: string) =>
  t.call('POST', '/v1/auth/handoff/redeem', { body: { code }, headers, ...(peer ? { peer } : {}) })
const peek = (t: TestApp, code: string, peer?: string) =>
  t.call('POST', '/v1/auth/handoff/peek', { body: { code }, ...(peer ? { peer } : {}) })

describe('POST /v1/auth/handoff', () => {
  it('gives the logged-in viewer a code that lives two minutes and stores only its hash', async () => {
    const t = makeTestApp()
    const alice = await t.login(ALICE)
    const res = await t.call('POST', '/v1/auth/handoff', { token: alice.token.accessToken, headers: SAME_ORIGIN, body: {} })
    expect(res.status).toBe(200)
    expect(res.body.expiresIn).toBe(120)
    expect(res.body.code).toMatch(/^[\w-]{43}$/)
    const stored = t.db.prepare('SELECT hash FROM handoff_codes').all() as { hash: string }[]
    expect(stored).toHaveLength(1)
    expect(stored[0]?.hash).not.toBe(res.body.code)
    expect(res.res.headers.get('cache-control')).toContain('no-store')
  })

  it('refuses a caller who is not logged in', async () => {
    const t = makeTestApp()
    const res = await t.call('POST', '/v1/auth/handoff', { headers: SAME_ORIGIN, body: {} })
    expect(res.status).toBe(403)
  })

  it('rate-limits the codes one viewer asks for', async () => {
    const t = makeTestApp()
    const alice = await t.login(ALICE)
    for (let i = 0; i < HANDOFF_ISSUES_PER_USER_HOUR; i++) await issue(t, alice.token.accessToken)
    const res = await t.call('POST', '/v1/auth/handoff', { token: alice.token.accessToken, headers: SAME_ORIGIN, body: {} })
    expect(res.status).toBe(429)
    expect(res.res.headers.get('retry-after')).not.toBeNull()
  })

  it('an Idempotency-Key replay never hands the same code out again', async () => {
    const t = makeTestApp()
    const alice = await t.login(ALICE)
    const headers = { ...SAME_ORIGIN, 'Idempotency-Key': 'k-1' }
    const a = await t.call('POST', '/v1/auth/handoff', { token: alice.token.accessToken, headers, body: {} })
    const b = await t.call('POST', '/v1/auth/handoff', { token: alice.token.accessToken, headers, body: {} })
    expect(a.body.code).not.toBe(b.body.code)
  })
})

describe('the hand-off round trip', () => {
  it('peek names the code’s owner without spending it; redeem logs in a session of its own', async () => {
    const t = makeTestApp()
    const alice = await t.login(ALICE)
    const code = await issue(t, alice.token.accessToken)
    const seen = await peek(t, code)
    expect(seen.status).toBe(200)
    expect(seen.body).toEqual({ name: alice.userInfo.name, phoneEnd: ALICE.slice(-4) })
    const again = await peek(t, code)
    expect(again.status).toBe(200)

    const res = await redeem(t, code)
    expect(res.status).toBe(200)
    expect(res.body.userInfo.id).toBe(alice.userInfo.id)
    expect(res.body.token.accessToken).not.toBe(alice.token.accessToken)
    expect(res.body.token.refreshToken).not.toBe(alice.token.refreshToken)
    const mine = await t.call('GET', '/v1/user/profile', { token: res.body.token.accessToken })
    expect(mine.status).toBe(200)
  })

  it('leaves the issuing browser’s session untouched: its tokens still work and still refresh', async () => {
    const t = makeTestApp()
    const alice = await t.login(ALICE)
    await redeem(t, await issue(t, alice.token.accessToken))
    const refreshed = await t.call('POST', '/v1/auth/refresh-token', { body: { refreshToken: alice.token.refreshToken } })
    expect(refreshed.status).toBe(200)
  })
})

describe('hand-off attacks', () => {
  it('replay: a code is spent on first use, and a second redeem is told it was used', async () => {
    const t = makeTestApp()
    const alice = await t.login(ALICE)
    const code = await issue(t, alice.token.accessToken)
    expect((await redeem(t, code)).status).toBe(200)
    const second = await redeem(t, code)
    expect(second.status).toBe(400)
    expect(second.body.message).toBe(HANDOFF_MSG.used)
    expect((await peek(t, code)).body.message).toBe(HANDOFF_MSG.used)
  })

  it('replay race: two redeems of one code at once log in only one', async () => {
    const t = makeTestApp()
    const alice = await t.login(ALICE)
    const code = await issue(t, alice.token.accessToken)
    const answers = await Promise.all([redeem(t, code), redeem(t, code)])
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400])
  })

  it('expiry: a code two minutes old is refused with its own words and logs nobody in', async () => {
    const t = makeTestApp()
    const alice = await t.login(ALICE)
    const code = await issue(t, alice.token.accessToken)
    t.advance(2 * MIN)
    const res = await redeem(t, code)
    expect(res.status).toBe(400)
    expect(res.body.message).toBe(HANDOFF_MSG.expired)
    expect(res.body.token).toBeUndefined()
  })

  it('a code made just now still works a second before it expires', async () => {
    const t = makeTestApp()
    const alice = await t.login(ALICE)
    const code = await issue(t, alice.token.accessToken)
    t.advance(2 * MIN - SEC)
    expect((await redeem(t, code)).status).toBe(200)
  })

  it('another user’s code logs in its owner only, named before, whatever session the redeeming browser holds', async () => {
    const t = makeTestApp()
    const alice = await t.login(ALICE)
    const bob = await t.login(BOB)
    const bobsCode = await issue(t, bob.token.accessToken)
    expect((await peek(t, bobsCode)).body.phoneEnd).toBe(BOB.slice(-4))
    const res = await t.call('POST', '/v1/auth/handoff/redeem', {
      body: { code: bobsCode },
      headers: SAME_ORIGIN,
      token: alice.token.accessToken,
    })
    expect(res.body.userInfo.id).toBe(bob.userInfo.id)
    // Alice's own session is not ended or changed by a code of Bob's.
    expect((await t.call('POST', '/v1/auth/refresh-token', { body: { refreshToken: alice.token.refreshToken } })).status).toBe(200)
  })

  it('a code dies with the session that made it: logging out withdraws the link', async () => {
    const t = makeTestApp()
    const alice = await t.login(ALICE)
    const code = await issue(t, alice.token.accessToken)
    await t.call('POST', '/v1/auth/logout', { token: alice.token.accessToken, body: {} })
    const res = await redeem(t, code)
    expect(res.status).toBe(400)
    expect(res.body.message).toBe(HANDOFF_MSG.invalid)
  })

  it('login CSRF: a cross-site or same-site request cannot redeem a code, and does not spend it', async () => {
    const t = makeTestApp()
    const alice = await t.login(ALICE)
    const code = await issue(t, alice.token.accessToken)
    for (const site of ['cross-site', 'same-site']) {
      const res = await redeem(t, code, { 'Sec-Fetch-Site': site })
      expect(res.status, site).toBe(403)
      expect(res.body.message).toBe(HANDOFF_MSG.crossSite)
    }
    expect((await redeem(t, code)).status).toBe(200)
  })

  it('login CSRF from a browser without Fetch Metadata: a foreign Origin is refused, this origin accepted', async () => {
    const t = makeTestApp()
    const alice = await t.login(ALICE)
    const code = await issue(t, alice.token.accessToken)
    const foreign = await redeem(t, code, { Origin: 'https://evil.example' })
    expect(foreign.status).toBe(403)
    expect((await redeem(t, code, { Origin: 'http://localhost' })).status).toBe(200)
  })

  it('login CSRF: a cross-site form post (text/plain) is refused before any code is read', async () => {
    const t = makeTestApp()
    const alice = await t.login(ALICE)
    const code = await issue(t, alice.token.accessToken)
    const res = await t.request('POST', '/v1/auth/handoff/redeem', {
      body: JSON.stringify({ code }),
      headers: { 'Content-Type': 'text/plain' },
    })
    expect(res.status).toBe(415)
    expect((await redeem(t, code)).status).toBe(200)
  })

  it('a cross-site page cannot mint a code for the viewer either', async () => {
    const t = makeTestApp()
    const alice = await t.login(ALICE)
    const res = await t.call('POST', '/v1/auth/handoff', {
      token: alice.token.accessToken,
      headers: { 'Sec-Fetch-Site': 'cross-site' },
      body: {},
    })
    expect(res.status).toBe(403)
  })

  it('brute force: a client that presents too many wrong codes is refused even a right one for ten minutes', async () => {
    const t = makeTestApp()
    const alice = await t.login(ALICE)
    const code = await issue(t, alice.token.accessToken)
    const guess = (i: number) => `${'A'.repeat(40)}${String(i).padStart(3, '0')}`
    for (let i = 0; i < HANDOFF_FAILURES_PER_CLIENT; i++) {
      const res = i % 2 ? await peek(t, guess(i), '203.0.113.9') : await redeem(t, guess(i), SAME_ORIGIN, '203.0.113.9')
      expect(res.status).toBe(400)
      expect(res.body.message).toBe(HANDOFF_MSG.invalid)
    }
    const locked = await redeem(t, code, SAME_ORIGIN, '203.0.113.9')
    expect(locked.status).toBe(429)
    expect(locked.res.headers.get('retry-after')).not.toBeNull()
    // Another client is not locked out by the guesser, and the code was not spent by the refusal.
    expect((await peek(t, code, '198.51.100.4')).status).toBe(200)
  })

  it('brute force: a code that is not the shape the server makes is refused before any lookup', async () => {
    const t = makeTestApp()
    for (const code of ['', 'short', `${'A'.repeat(43)}'--`, 'A'.repeat(44), 42]) {
      const res = await t.call('POST', '/v1/auth/handoff/redeem', { body: { code }, headers: SAME_ORIGIN })
      expect(res.status, String(code)).toBe(400)
    }
  })

  it('the code never appears in the server log', async () => {
    const t = makeTestApp()
    const alice = await t.login(ALICE)
    const code = await issue(t, alice.token.accessToken)
    await peek(t, code)
    await redeem(t, code)
    expect(t.logs.join('\n')).not.toContain(code)
  })
})
