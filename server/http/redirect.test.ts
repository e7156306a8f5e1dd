import { describe, expect, it } from 'vitest'
import { makeTestApp } from '../test-support/harness.ts'
import { safeLocation } from './redirect.ts'

const ORIGIN = 'http://localhost'

/** Where a browser lands when it follows `location` from a page of this site. */
const landing = (location: string) => new URL(location, `${ORIGIN}/he/check`)

// Each is a redirect target an attacker can put in a link. "refused" ones must get 400; the
// others may be followed, but only to a path on this site that reads the same when parsed again.
const VARIANTS: Array<[name: string, raw: string, expected: 'refused' | string]> = [
  // The repro and its variants.
  ['a dot segment before two slashes (%2F.%2F%2Fevil.example)', '/.//evil.example/steal', 'refused'],
  ['a parent segment before two slashes', '/..//x', 'refused'],
  ['a named segment undone before two slashes', '/a/..//x', 'refused'],
  ['an encoded dot segment before two slashes', '/%2e//x', 'refused'],
  ['a dot, a backslash and a slash', '/.\\/x', 'refused'],
  ['a dot, a slash and a backslash', '/./\\x', 'refused'],
  // Protocol-relative and backslash spellings.
  ['a protocol-relative host', '//evil.example', 'refused'],
  ['three slashes', '///evil.example', 'refused'],
  ['a slash and a backslash', '/\\evil.example', 'refused'],
  ['two backslashes', '\\\\evil.example', 'refused'],
  ['a backslash and a slash', '\\/evil.example', 'refused'],
  ['an upper-case encoded dot segment', '/%2E//x', 'refused'],
  ['two encoded dots', '/%2e%2e//x', 'refused'],
  ['a dot and an encoded dot', '/.%2e//x', 'refused'],
  ['two segments undone', '/a/b/../..//x', 'refused'],
  ['many dot segments', '/./././/x', 'refused'],
  ['a tab between the slashes', '/\t/evil.example', 'refused'],
  ['a newline between the slashes', '/\n/evil.example', 'refused'],
  ['a CRLF between the slashes', '/\r\n/evil.example', 'refused'],
  ['a leading space before two slashes', ' //evil.example', 'refused'],
  ['a leading NUL before two slashes', '\u0000//evil.example', 'refused'],
  // Other origins and schemes.
  ['another host over https', 'https://evil.example/', 'refused'],
  ['another host over http', 'http://evil.example', 'refused'],
  ['another host in an upper-case scheme', 'HTTP://evil.example/', 'refused'],
  ['another scheme with one slash', 'https:/evil.example', 'refused'],
  ['a javascript: address', 'javascript:alert(1)', 'refused'],
  ['a data: address', 'data:text/html,<script>alert(1)</script>', 'refused'],
  ['an ftp: address', 'ftp://evil.example/', 'refused'],
  ['this host as user info of another', 'http://localhost@evil.example/', 'refused'],
  ['this host and port as user info of another', 'http://localhost:80@evil.example/', 'refused'],
  ['a backslash before user info', 'http://evil.example\\@localhost/', 'refused'],
  ['this host as a subdomain label of another', 'http://localhost.evil.example/', 'refused'],
  ['protocol-relative with user info', '//localhost@evil.example', 'refused'],
  ['this host on another port', 'http://localhost:8080/', 'refused'],
  ['this origin with a path of two slashes', 'http://localhost//evil.example', 'refused'],
  ['this origin with a dot segment before two slashes', 'http://localhost/.//evil.example', 'refused'],
  ['nothing at all', '', 'refused'],
  // Safe spellings: followed, and they stay here.
  ['a plain path', '/content?id=3', '/content?id=3&checked=1'],
  ['a path with a fragment', '/content?id=3#x', '/content?id=3&checked=1#x'],
  ['encoded slashes stay encoded', '/%2F%2Fevil.example', '/%2F%2Fevil.example?checked=1'],
  ['encoded backslashes stay encoded', '/%5C%5Cevil.example', '/%5C%5Cevil.example?checked=1'],
  ['an encoded tab stays encoded', '/%09/evil.example', '/%09/evil.example?checked=1'],
  ['a dot before an encoded slash is no dot segment', '/.%2F/evil.example', '/.%2F/evil.example?checked=1'],
  ['a twice-encoded protocol-relative path', '%2F%2Fevil.example', '/%2F%2Fevil.example?checked=1'],
  ['fullwidth slashes are encoded', '/\uFF0F\uFF0Fevil.example', '/%EF%BC%8F%EF%BC%8Fevil.example?checked=1'],
  ['two slashes in the query', '/x?next=//evil.example', '/x?next=%2F%2Fevil.example&checked=1'],
  ['two slashes in the fragment', '/#//evil.example', '/?checked=1#//evil.example'],
  ['a parent segment above the root', '/..', '/?checked=1'],
  ['this origin in capitals', 'HTTP://LOCALHOST/', '/?checked=1'],
  ['this origin with its default port', 'http://localhost:80/profile', '/profile?checked=1'],
]

describe('redirect targets', () => {
  it.each(VARIANTS)('%s', (_name, raw, expected) => {
    const location = safeLocation(raw, ORIGIN, { checked: '1' })
    if (expected === 'refused') {
      expect(location).toBeNull()
      return
    }
    expect(location).toBe(expected)
    expect(landing(expected).origin).toBe(ORIGIN)
  })
})

describe('GET /he/check never sends a token off-site', () => {
  it.each(VARIANTS)('%s', async (_name, raw, expected) => {
    const t = makeTestApp()
    const res = await t.request('GET', `/he/check?redirect=${encodeURIComponent(raw)}`, {
      peer: '127.0.0.1',
      headers: { 'X-MSISDN': '959421234567' },
    })
    if (expected === 'refused') {
      expect(res.status).toBe(400)
      expect(res.headers.get('location')).toBeNull()
      return
    }
    expect(res.status).toBe(302)
    const location = res.headers.get('location') ?? ''
    expect(location).toMatch(/^\/(?![/\\])/)
    expect(landing(location).origin).toBe(ORIGIN)
    expect(landing(location).searchParams.get('token')).toMatch(/^[\w-]{20,}$/)
  })
})

describe('addresses come from PUBLIC_ORIGIN, never from the Host header', () => {
  it("refuses an absolute redirect on the Host header's origin when it is not the public origin", async () => {
    const t = makeTestApp({ config: { publicOrigin: 'https://app.example' } })
    const res = await t.request('GET', `http://evil.example/he/check?redirect=${encodeURIComponent('http://evil.example/steal')}`, {
      peer: '127.0.0.1',
      headers: { 'X-MSISDN': '959421234567' },
    })
    expect(res.status).toBe(400)
  })

  it('accepts an absolute redirect on the public origin and answers with its path alone', async () => {
    const t = makeTestApp({ config: { publicOrigin: 'https://app.example' } })
    const res = await t.request('GET', `http://evil.example/he/check?redirect=${encodeURIComponent('https://app.example/content?id=3')}`)
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toBe('/content?id=3&checked=1')
  })

  it.each([['http://app.example/x'], ['https://app.example?x'], ['ftp://app.example'], ['nonsense']])(
    'refuses the public origin %s at start-up, which is not a bare http(s) origin',
    async (publicOrigin) => {
      expect(() => makeTestApp({ config: { publicOrigin } })).toThrow(/PUBLIC_ORIGIN/)
    },
  )
})
