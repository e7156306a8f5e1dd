import { describe, expect, it } from 'vitest'
import { makeTestApp, type TestApp } from '../test-support/harness.ts'

const PUBLIC = 'https://app.example'

async function generate(t: TestApp, host: string, callbackUrl?: string) {
  const { token, userInfo } = await t.login('959420000002')
  const gen = await t.call('POST', `${host}/v1/payment/mpt/generate-url`, {
    token: token.accessToken,
    body: { userId: userInfo.id, planId: 1, transactionId: '17000000001700000000', callbackUrl },
  })
  expect(gen.status).toBe(200)
  return new URL(gen.body.url as string)
}

async function cancelAt(t: TestApp, host: string, pay: URL) {
  const res = await t.request('POST', `${host}/operator/mpt/pay`, {
    body: new URLSearchParams({ ref: pay.searchParams.get('ref') ?? '', action: 'cancel' }).toString(),
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  })
  expect(res.status).toBe(303)
  return res.headers.get('location')
}

describe('operator payment addresses come from PUBLIC_ORIGIN', () => {
  it('a hostile Host header on generate-url does not move the pay address to its host', async () => {
    const t = makeTestApp({ config: { publicOrigin: PUBLIC } })
    const pay = await generate(t, 'http://evil.example')
    expect(pay.origin).toBe(PUBLIC)
    expect(pay.pathname).toBe('/operator/mpt/pay')
  })

  it("a callback on the Host header's origin is not kept when that is not the public origin", async () => {
    const t = makeTestApp({ config: { publicOrigin: PUBLIC } })
    const pay = await generate(t, 'http://evil.example', 'http://evil.example/steal')
    expect(await cancelAt(t, 'http://evil.example', pay)).toBe('/profile?status=cancelled')
  })

  it('a callback on the public origin returns to its path, whatever the Host of the form post', async () => {
    const t = makeTestApp({ config: { publicOrigin: PUBLIC } })
    const pay = await generate(t, PUBLIC, `${PUBLIC}/payment-success?redirectRoute=%2F`)
    expect(await cancelAt(t, 'http://evil.example', pay)).toBe('/payment-success?redirectRoute=%2F&status=cancelled')
  })

  it.each([
    ['/.//evil.example/steal'],
    ['/..//x'],
    ['/a/..//x'],
    ['/%2e//x'],
    ['/.\\/x'],
    ['/./\\x'],
    ['//evil.example/cb'],
    ['/\\evil.example'],
    ['https://evil.example/cb'],
    [`${PUBLIC}//evil.example`],
  ])('the payment callback %j that escapes after normalisation lands on /profile', async (callbackUrl) => {
    const t = makeTestApp({ config: { publicOrigin: PUBLIC } })
    const pay = await generate(t, PUBLIC, callbackUrl)
    expect(await cancelAt(t, PUBLIC, pay)).toBe('/profile?status=cancelled')
  })
})
