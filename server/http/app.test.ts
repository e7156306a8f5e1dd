import { describe, expect, it } from 'vitest'
import { makeTestApp } from '../test-support/harness.ts'
import { CSP, DATA_CSP } from './security-headers.ts'

describe('every response', () => {
  it.each([
    ['GET', '/v1/home', DATA_CSP],
    ['GET', '/v1/nope', DATA_CSP],
    ['POST', '/v1/auth/send-otp', DATA_CSP],
    ['GET', '/he/check?redirect=/', DATA_CSP],
    // Without a build, the app's address answers in plain text that it is not built.
    ['GET', '/', DATA_CSP],
  ])('%s %s carries the security headers', async (method, path, policy) => {
    const t = makeTestApp()
    const res = await t.request(method, path, { body: {} })
    // A page adds the hashes of its inline style to the same policy (routes/static.test.ts).
    expect(res.headers.get('content-security-policy')?.startsWith(policy)).toBe(true)
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
  })

  it("an API answer opened as a page runs nothing and cannot be framed, and a script keeps the app's policy", async () => {
    expect(DATA_CSP).toBe("default-src 'none'; frame-ancestors 'none'")
    const t = makeTestApp()
    expect((await t.request('GET', '/v1/home')).headers.get('content-security-policy')).toBe(DATA_CSP)
  })

  it('uses the CSP the app runs under', () => {
    for (const part of [
      "default-src 'self'",
      "media-src 'self' blob:",
      "worker-src 'self' blob:",
      "img-src 'self' data: blob:",
      "frame-ancestors 'none'",
      "base-uri 'self'",
      "object-src 'none'",
      "form-action 'self'",
    ]) {
      expect(CSP).toContain(part)
    }
  })
})

describe('unknown routes', () => {
  it.each([
    ['GET', '/v1/nope'],
    ['POST', '/v1/home'],
    ['DELETE', '/v1'],
    ['GET', '/media/missing.ts'],
    ['GET', '/__dev/nope'],
  ])('%s %s answers 404 JSON', async (method, path) => {
    const t = makeTestApp()
    const res = await t.call(method, path)
    expect(res.status).toBe(404)
    expect(res.body).toEqual({ statusCode: 404, message: 'Not Found' })
  })
})

describe('development endpoints', () => {
  it.each([
    ['GET', '/__dev/otp?phone=959420000001'],
    ['GET', '/__dev/he?msisdn=959971234567'],
    ['DELETE', '/__dev/he'],
    ['POST', '/__dev/faults'],
    ['DELETE', '/__dev/faults'],
  ])('%s %s is absent in production', async (method, path) => {
    const t = makeTestApp({ config: { production: true } })
    const res = await t.call(method, path, { body: { failRate: 1 } })
    expect(res.status).toBe(404)
    expect(res.body).toEqual({ statusCode: 404, message: 'Not Found' })
  })

  it('answers 404 at /__dev/otp when no code is live, and 400 for a bad phone', async () => {
    const t = makeTestApp()
    expect((await t.call('GET', '/__dev/otp?phone=959420000001')).status).toBe(404)
    expect((await t.call('GET', '/__dev/otp?phone=12')).body.message).toContain('phone')
  })
})

describe('fault injection', () => {
  it('fails /v1/ calls with the chosen status until cleared', async () => {
    const t = makeTestApp()
    const set = await t.call('POST', '/__dev/faults', { body: { failRate: 1, failStatus: 502 } })
    expect(set.body.faults).toMatchObject({ failRate: 1, failStatus: 502, latencyMs: 0, resetRate: 0 })
    const failed = await t.call('GET', '/v1/home')
    expect(failed.status).toBe(502)
    expect(failed.body).toEqual({ statusCode: 502, message: 'Injected fault' })
    expect((await t.call('GET', '/__dev/otp?phone=959420000001')).status).toBe(404)
    await t.call('DELETE', '/__dev/faults')
    expect((await t.call('GET', '/v1/home')).status).toBe(200)
  })

  it('leaves calls alone when the draw is above the rate', async () => {
    const t = makeTestApp({ random: () => 0.9 })
    await t.call('POST', '/__dev/faults', { body: { failRate: 0.5 } })
    expect((await t.call('GET', '/v1/home')).status).toBe(200)
  })

  it('does not apply a write refused by an injected fault', async () => {
    const t = makeTestApp()
    const { token } = await t.login()
    await t.call('POST', '/__dev/faults', { body: { failRate: 1 } })
    expect((await t.call('POST', '/v1/favorite', { token: token.accessToken, body: { contentId: 1 } })).status).toBe(503)
    await t.call('DELETE', '/__dev/faults')
    expect((await t.call('GET', '/v1/favorite', { token: token.accessToken })).body.total).toBe(0)
  })

  it('delays calls by latencyMs', async () => {
    const t = makeTestApp()
    await t.call('POST', '/__dev/faults', { body: { latencyMs: 120 } })
    const started = performance.now()
    await t.call('GET', '/v1/popup')
    expect(performance.now() - started).toBeGreaterThanOrEqual(100)
  })

  it.each([
    [{ failRate: 2 }, 'failRate'],
    [{ resetRate: -1 }, 'resetRate'],
    [{ failStatus: 200 }, 'failStatus'],
    [{ latencyMs: 'x' }, 'latencyMs'],
  ])('rejects %j with 400 naming %s', async (body, field) => {
    const t = makeTestApp()
    const res = await t.call('POST', '/__dev/faults', { body })
    expect(res.status).toBe(400)
    expect(res.body.message).toContain(field)
  })
})
