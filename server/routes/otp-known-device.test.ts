import { describe, expect, it } from 'vitest'
import { HOUR, SEC, makeTestApp, type TestApp } from '../test-support/harness.ts'
import { callFrom } from '../test-support/clients.ts'
import { cookiesFrom, solvedProof } from '../test-support/otp-proof.ts'

const OWNER = '198.51.100.7'
const STRANGER = '203.0.113.66'
const PHONE = '959420000009'
const numbers = (n: number) => Array.from({ length: n }, (_, i) => `9594210${String(i).padStart(5, '0')}`)

const send = (t: TestApp, from: string, o: { phone?: string; cookie?: string; proof?: string } = {}) =>
  callFrom(t, from, 'POST', '/v1/auth/send-otp', {
    body: { phone: o.phone ?? PHONE, ...(o.proof ? { proof: o.proof } : {}) },
    headers: o.cookie ? { Cookie: o.cookie } : {},
  })
const verify = (t: TestApp, from: string, code: string, cookie?: string) =>
  callFrom(t, from, 'POST', '/v1/auth/verify-otp', {
    body: { phone: PHONE, code, platform: 'pwa' },
    headers: cookie ? { Cookie: cookie } : {},
  })
const wrongFor = (code: string | null) => (code === '000000' ? '111111' : '000000')

/** The owner logs in once from its device, which keeps the known-device mark; then an hour passes. */
async function ownerDevice(t: TestApp): Promise<string> {
  expect((await send(t, OWNER)).status).toBe(200)
  const res = await verify(t, OWNER, t.otp(PHONE) ?? '')
  expect(res.status).toBe(200)
  const cookie = cookiesFrom(res.res)
  expect(cookie).toMatch(/^kd_[\w-]{16}=/)
  expect(res.res.headers.get('set-cookie')).toMatch(/HttpOnly/i)
  expect(res.res.headers.get('set-cookie')).toMatch(/SameSite=Strict/i)
  t.advance(HOUR)
  return cookie
}

describe('a stranger trying to lock a viewer out', () => {
  it("strangers' wrong codes from many addresses lock the number for strangers, not for the device that logged in with it", async () => {
    const t = makeTestApp()
    const cookie = await ownerDevice(t)
    await send(t, STRANGER)
    for (let c = 0; c < 5; c++) for (let i = 0; i < 4; i++) await verify(t, `192.0.2.${c + 1}`, wrongFor(t.otp(PHONE)))
    expect((await verify(t, '192.0.2.99', wrongFor(t.otp(PHONE)))).status).toBe(429)
    t.advance(61 * SEC)
    expect((await send(t, OWNER, { cookie })).status).toBe(200)
    expect((await verify(t, OWNER, t.otp(PHONE) ?? '', cookie)).status).toBe(200)
  })

  it("five wrong codes from the owner's own address (one carrier NAT) do not lock the owner's known device", async () => {
    const t = makeTestApp()
    const cookie = await ownerDevice(t)
    await send(t, OWNER)
    for (let i = 0; i < 5; i++) await verify(t, OWNER, wrongFor(t.otp(PHONE)))
    expect((await verify(t, OWNER, t.otp(PHONE) ?? '')).status).toBe(429)
    expect((await verify(t, OWNER, t.otp(PHONE) ?? '', cookie)).status).toBe(200)
  })

  it("strangers using up the number's 5 codes an hour leave the known device its own", async () => {
    const t = makeTestApp()
    const cookie = await ownerDevice(t)
    for (let i = 0; i < 5; i++) {
      expect((await send(t, `192.0.2.${i + 1}`)).status).toBe(200)
      t.advance(61 * SEC)
    }
    expect((await send(t, '192.0.2.50')).status).toBe(429)
    expect((await send(t, OWNER, { cookie })).status).toBe(200)
  })

  it("a flood of sends for many numbers trips the server's breaker for strangers, while the known device still gets its code", async () => {
    const t = makeTestApp({ config: { otpSendsPerMinute: 5 } })
    const cookie = await ownerDevice(t)
    const phones = numbers(6)
    for (let i = 0; i < 5; i++) expect((await send(t, `192.0.2.${i + 1}`, { phone: phones[i] })).status).toBe(200)
    expect((await send(t, '192.0.2.50', { phone: phones[5] })).status).toBe(429)
    expect((await send(t, OWNER, { cookie })).status).toBe(200)
  })

  it("a mark is for its own number only, and a forged or altered one is a stranger's", async () => {
    const t = makeTestApp({ config: { otpSendsPerMinute: 1 } })
    const cookie = await ownerDevice(t)
    expect((await send(t, STRANGER, { phone: numbers(1)[0] })).status).toBe(200)
    const [name = '', value = ''] = cookie.split('=')
    const altered = `${name}=${value.slice(0, -1)}${value.endsWith('A') ? 'B' : 'A'}`
    expect((await send(t, OWNER, { cookie: altered })).status).toBe(429)
    expect((await send(t, OWNER, { cookie, phone: numbers(2)[1] })).status).toBe(429)
    expect((await send(t, OWNER, { cookie })).status).toBe(200)
  })
})

describe('the resend spacing', () => {
  it('a code already used to log in is not pending: the next one may be asked for at once', async () => {
    const t = makeTestApp()
    await send(t, OWNER)
    expect((await verify(t, OWNER, t.otp(PHONE) ?? '')).status).toBe(200)
    expect((await send(t, OWNER)).status).toBe(200)
    expect((await send(t, OWNER)).status).toBe(429)
  })
})

describe('proof of work for a code asked from a device not known for the number', () => {
  const withProof = () => makeTestApp({ config: { otpProofPrefix: '0' } })

  it('a stranger asking for a code without a proof sends no SMS', async () => {
    const t = withProof()
    const res = await send(t, STRANGER)
    expect(res.status).toBe(400)
    expect(res.body.message).toMatch(/proof of work/i)
    expect(t.otp(PHONE)).toBeNull()
  })

  it('a solved challenge pays for one code, once', async () => {
    const t = withProof()
    const proof = await solvedProof(t, STRANGER)
    expect((await send(t, STRANGER, { proof })).status).toBe(200)
    expect(t.otp(PHONE)).toMatch(/^\d{6}$/)
    t.advance(61 * SEC)
    expect((await send(t, STRANGER, { proof })).status).toBe(400)
    expect((await send(t, STRANGER, { proof, phone: numbers(1)[0] })).status).toBe(400)
  })

  it('a forged, altered or expired proof pays for nothing', async () => {
    const t = withProof()
    const proof = await solvedProof(t, STRANGER)
    const decoded = JSON.parse(Buffer.from(proof, 'base64').toString()) as {
      challenge: { parameters: { data: { exp: number } } }
      solution: { counter: number }
    }
    const longer = structuredClone(decoded)
    longer.challenge.parameters.data.exp += HOUR
    const wrong = structuredClone(decoded)
    wrong.solution.counter += 1
    for (const bad of [longer, wrong]) {
      expect((await send(t, STRANGER, { proof: Buffer.from(JSON.stringify(bad)).toString('base64') })).status).toBe(400)
    }
    for (const junk of ['', 'not base64 json', Buffer.from('{"challenge":1}').toString('base64')]) {
      expect((await send(t, STRANGER, { proof: junk })).status).toBe(400)
    }
    t.advance(6 * 60 * SEC)
    expect((await send(t, STRANGER, { proof })).status).toBe(400)
  })

  it('the known device asks for its code with no work', async () => {
    const t = withProof()
    const first = await send(t, OWNER, { proof: await solvedProof(t, OWNER) })
    expect(first.status).toBe(200)
    const cookie = cookiesFrom((await verify(t, OWNER, t.otp(PHONE) ?? '')).res)
    t.advance(HOUR)
    expect((await send(t, OWNER, { cookie })).status).toBe(200)
  })
})
