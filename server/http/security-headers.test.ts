import { describe, expect, it } from 'vitest'
import { contentSecurityPolicy, probeOrigin } from './security-headers.ts'

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
