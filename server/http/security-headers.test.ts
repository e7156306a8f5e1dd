import { describe, expect, it } from 'vitest'
import { contentSecurityPolicy, probeOrigin } from './security-headers.ts'
import { makeTestApp } from '../test-support/harness.ts'

describe('the connectivity probe in the page policy', () => {
  it('lets the page reach the app’s probe beyond this server, and nothing else outside it', () => {
    const policy = contentSecurityPolicy(undefined, probeOrigin('https://connectivitycheck.gstatic.com/generate_204'))
    expect(policy).toContain("connect-src 'self' https://connectivitycheck.gstatic.com")
    expect(policy).toContain("default-src 'self'")
  })

  it('adds no connect-src without a probe, or for one that is not plain https', () => {
    expect(contentSecurityPolicy(undefined, null)).not.toContain('connect-src')
    for (const raw of [undefined, '', 'http://probe.test/204', 'javascript:alert(1)', 'not a url']) {
      expect(probeOrigin(raw)).toBeNull()
    }
  })
})

describe('Strict-Transport-Security', () => {
  const paths = ['/v1/home', '/v1/no-such-call', '/content?id=1', '/media/e/1/forged/master.m3u8']

  it('a viewer behind https cannot be downgraded to http: every answer carries HSTS', async () => {
    const t = makeTestApp({ config: { publicOrigin: 'https://watch.example' } })
    for (const path of paths) {
      const res = await t.request('GET', path)
      expect(res.headers.get('strict-transport-security'), path).toBe('max-age=63072000')
    }
    const post = await t.request('POST', '/v1/auth/send-otp', { body: { phone: 'not a phone' } })
    expect(post.headers.get('strict-transport-security')).toBe('max-age=63072000')
  })

  it('a plain-http server sends no HSTS, which browsers would ignore there anyway', async () => {
    const t = makeTestApp({ config: { publicOrigin: 'http://localhost:8080' } })
    for (const path of paths) expect((await t.request('GET', path)).headers.get('strict-transport-security')).toBeNull()
  })
})
