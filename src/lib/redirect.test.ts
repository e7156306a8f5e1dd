import { describe, expect, it } from 'vitest'
import { DEFAULT_REDIRECT, safeRedirect } from './redirect'

const ORIGIN = 'https://app.example'

const HOSTILE = [
  '//evil.example',
  '//evil.example/profile',
  '///evil.example',
  '////evil.example',
  '/\\evil.example',
  '\\\\evil.example',
  '\\/evil.example',
  '/\\/evil.example',
  'https://evil.example',
  'http://evil.example/profile',
  'HTTPS://evil.example',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  ' javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  'evil.example',
  'profile',
  '',
  ' /profile',
  '/%2F%2Fevil.example',
  '%2F%2Fevil.example',
  '/%2f%2fevil.example',
  '/%5Cevil.example',
  '/%5cevil.example',
  '%5C%5Cevil.example',
  '/%252F%252Fevil.example',
  '/%25252F%25252Fevil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  '/\r/evil.example',
  '/%09/evil.example',
  '/%0A/evil.example',
  '/%0d%0a/evil.example',
  '/\u0000/evil.example',
  '/%00/evil.example',
  '/\u200b/evil.example',
  '/\u2028/evil.example',
  '/%E0%A4%A',
  '/%',
  'https:evil.example',
  'https:/evil.example',
  '//user:pass@evil.example',
  '/.//evil.example',
  '/a/..//evil.example',
  '//evil.example%2F%2E%2E',
  'ftp://evil.example',
  '#//evil.example',
  '?x=//evil.example',
  'a'.repeat(3000),
]

describe('redirect guard', () => {
  it('has at least 30 hostile values', () => {
    expect(HOSTILE.length).toBeGreaterThanOrEqual(30)
  })

  it.each(HOSTILE)('refuses %j', (raw) => {
    const target = safeRedirect(raw, DEFAULT_REDIRECT, ORIGIN)
    expect(target).toBe(DEFAULT_REDIRECT)
    expect(new URL(target, ORIGIN).origin).toBe(ORIGIN)
  })

  it('refuses values that are not text', () => {
    for (const raw of [undefined, null, 42, {}, ['/x']]) expect(safeRedirect(raw, '/profile', ORIGIN)).toBe('/profile')
  })

  it.each([
    ['/redeem', '/redeem'],
    ['/content?id=3', '/content?id=3'],
    ['/search?query=love#top', '/search?query=love#top'],
    ['/category?categoryId=2&type=section&page=1&title=%E1%80%9B', '/category?categoryId=2&type=section&page=1&title=%E1%80%9B'],
    ['/', '/'],
  ])('follows the same-origin path %j', (raw, expected) => {
    expect(safeRedirect(raw, '/profile', ORIGIN)).toBe(expected)
  })

  it('never leaves the origin whatever the input', () => {
    for (const raw of HOSTILE) {
      const target = safeRedirect(raw, DEFAULT_REDIRECT, ORIGIN)
      expect(new URL(target, ORIGIN).origin).toBe(ORIGIN)
    }
  })
})
