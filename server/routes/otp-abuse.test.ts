import { describe, expect, it } from 'vitest'
import { HOUR, MIN, SEC, makeTestApp, type TestApp } from '../test-support/harness.ts'
import { callFrom } from '../test-support/clients.ts'

const OWNER = '198.51.100.7'
const STRANGER = '203.0.113.66'
const PHONE = '959420000009'

const send = (t: TestApp, from: string, phone = PHONE) => callFrom(t, from, 'POST', '/v1/auth/send-otp', { body: { phone } })
const verify = (t: TestApp, from: string, code: string, phone = PHONE) =>
  callFrom(t, from, 'POST', '/v1/auth/verify-otp', { body: { phone, code, platform: 'pwa' } })
const wrongFor = (code: string | null) => (code === '000000' ? '111111' : '000000')
const numbers = (n: number, prefix = '9594210') => Array.from({ length: n }, (_, i) => `${prefix}${String(i).padStart(5, '0')}`)

function expectRefused(res: { status: number; res: Response }) {
  expect(res.status).toBe(429)
  expect(Number(res.res.headers.get('retry-after'))).toBeGreaterThan(0)
}

describe('OTP guessing', () => {
  it("a stranger's five wrong guesses leave the owner's code working", async () => {
    const t = makeTestApp()
    expect((await send(t, OWNER)).status).toBe(200)
    const code = t.otp(PHONE) ?? ''
    for (let i = 0; i < 5; i++) expect((await verify(t, STRANGER, wrongFor(code))).status).toBe(400)
    expectRefused(await verify(t, STRANGER, wrongFor(code)))
    expect((await verify(t, OWNER, code)).status).toBe(200)
  })

  it("the owner's resend right after a stranger's five wrong guesses is not refused", async () => {
    const t = makeTestApp()
    await send(t, OWNER)
    const first = t.otp(PHONE)
    for (let i = 0; i < 5; i++) await verify(t, STRANGER, wrongFor(first))
    t.advance(10 * SEC)
    expect((await send(t, OWNER)).status).toBe(200)
    expect((await verify(t, OWNER, t.otp(PHONE) ?? '')).status).toBe(200)
  })

  it('a stranger who guessed wrong cannot resend at once to flood the phone', async () => {
    const t = makeTestApp()
    await send(t, OWNER)
    await verify(t, STRANGER, wrongFor(t.otp(PHONE)))
    t.advance(10 * SEC)
    expectRefused(await send(t, STRANGER))
  })

  it("the owner's own wrong code still waits out the resend spacing", async () => {
    const t = makeTestApp()
    await send(t, OWNER)
    await verify(t, OWNER, wrongFor(t.otp(PHONE)))
    t.advance(10 * SEC)
    expectRefused(await send(t, OWNER))
  })

  it('a resend does not reset the wrong-guess count of the client that guessed', async () => {
    const t = makeTestApp()
    await send(t, STRANGER)
    for (let i = 0; i < 3; i++) expect((await verify(t, STRANGER, wrongFor(t.otp(PHONE)))).status).toBe(400)
    t.advance(61 * SEC)
    expect((await send(t, STRANGER)).status).toBe(200)
    for (let i = 0; i < 2; i++) expect((await verify(t, STRANGER, wrongFor(t.otp(PHONE)))).status).toBe(400)
    expectRefused(await verify(t, STRANGER, t.otp(PHONE) ?? ''))
  })

  it('guessing one phone from many clients stops at 20 wrong codes an hour, for an hour', async () => {
    const t = makeTestApp()
    await send(t, OWNER)
    const code = t.otp(PHONE) ?? ''
    for (let c = 0; c < 5; c++) {
      for (let i = 0; i < 4; i++) expect((await verify(t, `192.0.2.${c + 1}`, wrongFor(code))).status).toBe(400)
    }
    expectRefused(await verify(t, '192.0.2.99', wrongFor(code)))
    expectRefused(await verify(t, OWNER, code))
    t.advance(HOUR)
    await send(t, OWNER)
    expect((await verify(t, OWNER, t.otp(PHONE) ?? '')).status).toBe(200)
  })

  it('a brute forcer rotating 200 addresses and resending every minute gets 20 checks of one phone in an hour', async () => {
    const t = makeTestApp({ config: { otpSendsPerClient: 10_000, otpVerifiesPerClient: 10_000, otpSendsPerMinute: 10_000 } })
    let checked = 0
    let refused = 0
    let sent = 0
    for (let minute = 0; minute < 60; minute++) {
      if ((await send(t, `198.18.${minute}.1`)).status === 200) sent++
      for (let i = 0; i < 10; i++) {
        const res = await verify(t, `198.18.${minute}.${i + 2}`, wrongFor(t.otp(PHONE)))
        if (res.status === 400) checked++
        else if (res.status === 429) refused++
      }
      t.advance(MIN)
    }
    console.log(`[otp] one phone, one hour, 600 guesses from 600 addresses: ${checked} checked, ${refused} refused, ${sent} codes sent`)
    expect(checked).toBe(20)
    expect(sent).toBe(5)
    // 660 requests: room for a machine shared with other test runs.
  }, 30_000)

  it('a client checking codes for many numbers stops at its verify limit', async () => {
    const t = makeTestApp({ config: { otpVerifiesPerClient: 10 } })
    for (const phone of numbers(10)) expect((await verify(t, STRANGER, '123456', phone)).status).toBe(400)
    expectRefused(await verify(t, STRANGER, '123456', '959421099999'))
    expect((await verify(t, OWNER, '123456', '959421099999')).status).toBe(400)
    t.advance(10 * MIN)
    expect((await verify(t, STRANGER, '123456', '959421099999')).status).toBe(400)
  })
})

describe('SMS sending', () => {
  it('one phone gets at most 5 codes an hour and 10 a day', async () => {
    const t = makeTestApp()
    const sendsIn = async (n: number) => {
      for (let i = 0; i < n; i++) {
        expect((await send(t, `192.0.2.${i + 1}`)).status).toBe(200)
        t.advance(61 * SEC)
      }
    }
    await sendsIn(5)
    const sixth = await send(t, '192.0.2.200')
    expectRefused(sixth)
    expect(Number(sixth.res.headers.get('retry-after'))).toBeGreaterThan(60)
    t.advance(HOUR)
    await sendsIn(5)
    t.advance(HOUR)
    const eleventh = await send(t, '192.0.2.201')
    expectRefused(eleventh)
    expect(Number(eleventh.res.headers.get('retry-after'))).toBeGreaterThan(HOUR / SEC)
    t.advance(22 * HOUR)
    expect((await send(t, '192.0.2.202')).status).toBe(200)
  })

  it('one client asking codes for many numbers stops at the per-client limit', async () => {
    const t = makeTestApp()
    for (const phone of numbers(30)) expect((await send(t, STRANGER, phone)).status).toBe(200)
    expectRefused(await send(t, STRANGER, '959421099999'))
    expect((await send(t, OWNER, '959421099999')).status).toBe(200)
  })

  it('a client cannot dodge the per-client limit by writing X-Forwarded-For', async () => {
    const t = makeTestApp({ config: { otpSendsPerClient: 3 } })
    const phones = numbers(4)
    for (let i = 0; i < 4; i++) {
      const res = await callFrom(t, STRANGER, 'POST', '/v1/auth/send-otp', {
        body: { phone: phones[i] },
        headers: { 'X-Forwarded-For': `10.0.0.${i + 1}`, 'X-Real-IP': `10.0.1.${i + 1}` },
      })
      expect(res.status).toBe(i < 3 ? 200 : 429)
    }
  })

  it('one IPv6 line cannot dodge the per-client limit by changing its interface address', async () => {
    const t = makeTestApp({ config: { otpSendsPerClient: 3 } })
    const phones = numbers(4)
    for (let i = 0; i < 3; i++) expect((await send(t, `2001:db8:1:2::${i + 1}`, phones[i])).status).toBe(200)
    expectRefused(await send(t, '2001:db8:1:2:aaaa:bbbb:cccc:dddd', phones[3]))
    expect((await send(t, '2001:db8:1:3::1', phones[3])).status).toBe(200)
  })

  it('the server stops sending codes at its per-minute ceiling, whoever asks', async () => {
    const t = makeTestApp({ config: { otpSendsPerMinute: 5 } })
    const phones = numbers(6)
    for (let i = 0; i < 5; i++) expect((await send(t, `192.0.2.${i + 1}`, phones[i])).status).toBe(200)
    expectRefused(await send(t, '192.0.2.50', phones[5]))
    t.advance(MIN)
    expect((await send(t, '192.0.2.50', phones[5])).status).toBe(200)
  })

  it('a refused send costs the phone nothing: the per-client refusal does not count against the number', async () => {
    const t = makeTestApp({ config: { otpSendsPerClient: 1 } })
    await send(t, STRANGER, '959421000001')
    for (let i = 0; i < 10; i++) expectRefused(await send(t, STRANGER))
    expect((await send(t, OWNER)).status).toBe(200)
  })
})

describe('ATOM subscription OTP', () => {
  async function subscriber(t: TestApp) {
    const auth = await t.login('959420000002')
    return { userId: auth.userInfo.id, token: auth.token.accessToken }
  }
  const atomSend = (t: TestApp, from: string, token: string, userId: number, atomPhone: string) =>
    callFrom(t, from, 'POST', '/v1/payment/atom/send-subscription-otp', {
      token,
      body: { userId, atomPhone, planId: 4, transactionId: '42' },
    })

  it('a client sending ATOM codes to many numbers stops at the per-client limit', async () => {
    const t = makeTestApp()
    const { userId, token } = await subscriber(t)
    for (const phone of numbers(30, '9597610')) expect((await atomSend(t, STRANGER, token, userId, phone)).status).toBe(200)
    expectRefused(await atomSend(t, STRANGER, token, userId, '959761099999'))
  })

  it('ATOM code guesses are limited like login ones: the guessing client is locked, the owner is not', async () => {
    const t = makeTestApp()
    const { userId, token } = await subscriber(t)
    const atom = '959761234567'
    await atomSend(t, OWNER, token, userId, atom)
    const code = t.otp(atom, 'atom') ?? ''
    const confirm = (from: string, otp: string) =>
      callFrom(t, from, 'POST', '/v1/payment/atom/confirm-subscription-otp', {
        token,
        body: { userId, atomPhone: atom, planId: 4, transactionId: '42', otp },
      })
    for (let i = 0; i < 5; i++) expect((await confirm(STRANGER, wrongFor(code))).status).toBe(400)
    expectRefused(await confirm(STRANGER, code))
    expect((await confirm(OWNER, code)).status).toBe(200)
  })

  it('ATOM codes to one number stop at 5 an hour', async () => {
    const t = makeTestApp()
    const { userId, token } = await subscriber(t)
    for (let i = 0; i < 5; i++) {
      expect((await atomSend(t, OWNER, token, userId, '959761234567')).status).toBe(200)
      t.advance(61 * SEC)
    }
    expectRefused(await atomSend(t, OWNER, token, userId, '959761234567'))
  })
})

describe('what leaves the server', () => {
  it('a cross-site text/plain POST to send-otp is refused with 415 and sends no code', async () => {
    const t = makeTestApp()
    const res = await callFrom(t, STRANGER, 'POST', '/v1/auth/send-otp', {
      body: JSON.stringify({ phone: PHONE }),
      headers: { 'Content-Type': 'text/plain;charset=UTF-8' },
    })
    expect(res.status).toBe(415)
    expect(t.otp(PHONE)).toBeNull()
  })

  it('production never writes a code to its log', async () => {
    const t = makeTestApp({ config: { production: true } })
    const { userId, token } = await (async () => {
      const r = await send(t, OWNER, '959420000002')
      expect(r.status).toBe(200)
      const code = t.otp('959420000002') ?? ''
      const v = await verify(t, OWNER, code, '959420000002')
      return { userId: v.body.userInfo.id as number, token: v.body.token.accessToken as string }
    })()
    expect(
      (
        await callFrom(t, OWNER, 'POST', '/v1/payment/atom/send-subscription-otp', {
          token,
          body: { userId, atomPhone: '959761234567', planId: 4, transactionId: '42' },
        })
      ).status,
    ).toBe(200)
    const codes = [t.otp('959420000002'), t.otp('959761234567', 'atom')].filter((c): c is string => c !== null)
    expect(codes.length).toBe(1)
    expect(t.logs.some((line) => line.includes('[otp]'))).toBe(true)
    for (const line of t.logs) expect(line).not.toMatch(/\b\d{6}\b/)
  })
})
