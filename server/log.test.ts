import { describe, expect, it } from 'vitest'
import { makeTestApp, type TestApp } from './test-support/harness.ts'
import { readableLine } from './log.ts'

const FORGED = 'x\n[he] FORGED… anonymous forged line\r\n{"level":30,"msg":"forged"}'
const PHONE = '959420000009'

/** Every physical line the log holds, as a file or a terminal would split it. */
const physicalLines = (t: TestApp) => t.logs.join('\n').split(/\r\n|\r|\n/)

async function payWithTransactionId(t: TestApp, transactionId: string) {
  const { token, userInfo } = await t.login('959420000002')
  const gen = await t.call('POST', '/v1/payment/mpt/generate-url', {
    token: token.accessToken,
    body: { userId: userInfo.id, planId: 1, transactionId },
  })
  expect(gen.status).toBe(200)
  const ref = new URL(gen.body.url).searchParams.get('ref') ?? ''
  await t.request('POST', '/operator/mpt/pay', {
    body: new URLSearchParams({ ref, action: 'confirm' }).toString(),
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  })
}

describe('forging log lines', () => {
  it('a transaction id holding newlines writes no line of its own in production: each record is one JSON line', async () => {
    const t = makeTestApp({ config: { production: true } })
    await payWithTransactionId(t, FORGED)
    const lines = physicalLines(t)
    for (const line of lines) expect(() => JSON.parse(line), line).not.toThrow()
    expect(lines.filter((l) => /^\s*(\[he\]|\{"level":30,"msg":"forged"\})/.test(l))).toEqual([])
    const payment = lines.map((l) => JSON.parse(l) as Record<string, unknown>).find((r) => r.msg === 'payment')
    expect(payment?.transactionId).toBe(FORGED)
  })

  it('the readable development form escapes it too', async () => {
    const t = makeTestApp()
    await payWithTransactionId(t, FORGED)
    const lines = physicalLines(t)
    expect(lines.length).toBe(t.logs.length)
    expect(lines.filter((l) => /^\s*(\[he\]|\{)/.test(l))).toEqual([])
    expect(t.logs.join('\n')).toContain('\\n[he] FORGED')
  })

  it('a header or address a caller writes cannot start a line either', async () => {
    const t = makeTestApp({ config: { production: true } })
    await t.request('GET', '/v1/home', { headers: { 'User-Agent': 'a\u0085[he] FORGED', Referer: 'x' } })
    await t.request('GET', '/v1/no%0a[he]%20FORGED')
    for (const line of physicalLines(t)) expect(() => JSON.parse(line), line).not.toThrow()
  })
})

describe('what a log line says', () => {
  it('one record per request: request id (also sent back), level, route as registered, status and time', async () => {
    const t = makeTestApp({ config: { production: true } })
    const res = await t.request('GET', '/v1/content/1')
    const records = t.logs.map((l) => JSON.parse(l) as Record<string, unknown>)
    const request = records.find((r) => r.msg === 'request')
    expect(request).toMatchObject({ level: 30, method: 'GET', route: '/v1/content/:id', status: res.status })
    expect(typeof request?.ms).toBe('number')
    expect(request?.req).toBe(res.headers.get('x-request-id'))
    expect(typeof request?.time).toBe('string')
  })

  it('never a full phone number or a token, in production or in development', async () => {
    for (const production of [true, false]) {
      const t = makeTestApp({ config: { production } })
      const auth = await t.login(PHONE)
      await t.call('POST', '/v1/auth/refresh-token', { body: { refreshToken: auth.token.refreshToken } })
      const all = t.logs.join('\n')
      expect(all).not.toContain(PHONE)
      expect(all).not.toContain(auth.token.accessToken)
      expect(all).not.toContain(auth.token.refreshToken)
      expect(all).toContain('95942…09')
    }
  })

  it('the readable form keeps a record on one line, values escaped', () => {
    const line = readableLine(JSON.stringify({ level: 40, time: '2025-01-01T00:00:00.000Z', msg: 'a\nb', where: 'x\ny', n: 3 }))
    expect(line).toBe('00:00:00.000 WARN  a\\nb where="x\\ny" n=3')
  })
})
