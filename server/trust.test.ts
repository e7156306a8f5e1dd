/* eslint-disable @typescript-eslint/no-explicit-any -- JSON bodies read loosely in tests */
import { request } from 'node:http'
import { afterEach, describe, expect, it } from 'vitest'
import { startServer, type RunningServer } from './server.ts'
import { fixtureCatalogue } from './test-support/fixture-catalogue.ts'
import { tempDir } from './test-support/harness.ts'

// Over real sockets: the peer address is the socket's, and the Host header is the caller's to write.

let running: RunningServer | null = null
afterEach(async () => {
  await running?.close()
  running = null
})

const start = (extra: Partial<Parameters<typeof startServer>[0]> = {}) =>
  startServer({
    port: 0,
    dataDir: tempDir(),
    catalogue: fixtureCatalogue,
    log: () => {},
    staticDir: tempDir('nodist-'),
    otpProofPrefix: null,
    ...extra,
  })

/** A raw HTTP request, so the Host header can say what an attacker wants. */
function raw(url: string, path: string, opts: { method?: string; headers?: Record<string, string>; body?: string } = {}) {
  return new Promise<{ status: number; location: string | undefined; body: string }>((resolve, reject) => {
    const req = request(`${url}${path}`, { method: opts.method ?? 'GET', headers: opts.headers }, (res) => {
      let body = ''
      res.on('data', (chunk: Buffer) => (body += chunk.toString()))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, location: res.headers.location, body }))
    })
    req.on('error', reject)
    req.end(opts.body)
  })
}

describe('trust boundaries over real sockets', () => {
  it('in production, a hostile X-MSISDN sent over loopback gets checked=1 and no token', async () => {
    running = await start({ production: true })
    const res = await raw(running.url, '/he/check?redirect=/', { headers: { 'X-MSISDN': '959421234567' } })
    expect(res.status).toBe(302)
    expect(res.location).toBe('/?checked=1')
  })

  it('in production, the gateway named by HE_TRUSTED_PROXIES is believed', async () => {
    running = await start({ production: true, heTrustedProxies: ['127.0.0.1/32'] })
    const res = await raw(running.url, '/he/check?redirect=/', { headers: { 'X-MSISDN': '959421234567' } })
    expect(new URL(res.location ?? '', running.url).searchParams.get('token')).toMatch(/^[\w-]{20,}$/)
  })

  it('a hostile Host header on generate-url gets the pay address on the bound origin', async () => {
    running = await start()
    const phone = '959420000003'
    await raw(running.url, '/v1/auth/send-otp', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ phone }),
    })
    const { code } = JSON.parse((await raw(running.url, `/__dev/otp?phone=${phone}`)).body) as { code: string }
    const auth = JSON.parse(
      (
        await raw(running.url, '/v1/auth/verify-otp', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ phone, code, platform: 'pwa' }),
        })
      ).body,
    ) as any
    const gen = await raw(running.url, '/v1/payment/mpt/generate-url', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Host: 'evil.example', Authorization: `Bearer ${auth.token.accessToken}` },
      body: JSON.stringify({ userId: auth.userInfo.id, planId: 1, transactionId: '1' }),
    })
    expect(gen.status).toBe(200)
    expect(new URL((JSON.parse(gen.body) as any).url).origin).toBe(running.url)
  })

  it('an absolute redirect on PUBLIC_ORIGIN is answered with its path alone', async () => {
    running = await start({ publicOrigin: 'https://watch.example' })
    const res = await raw(running.url, '/he/check?redirect=https%3A%2F%2Fwatch.example%2Fcontent%3Fid%3D3')
    expect(res.location).toBe('/content?id=3&checked=1')
  })
})

describe('HE_TRUSTED_PROXIES from the environment', () => {
  it('`none` trusts no gateway, not even loopback outside production', async () => {
    const saved = process.env.HE_TRUSTED_PROXIES
    process.env.HE_TRUSTED_PROXIES = 'none'
    try {
      running = await start()
      const res = await raw(running.url, '/he/check?redirect=/', { headers: { 'X-MSISDN': '959421234567' } })
      expect(res.location).toBe('/?checked=1')
    } finally {
      if (saved === undefined) delete process.env.HE_TRUSTED_PROXIES
      else process.env.HE_TRUSTED_PROXIES = saved
    }
  })
})
