import { describe, expect, it } from 'vitest'
import { fallbackFromChecker } from './he-check'

const origin = 'https://app.test'

describe('checker fallback', () => {
  it('returns to the requested app address, marked checked and without a token', () => {
    const url = new URL('https://app.test/he/check?redirect=https%3A%2F%2Fapp.test%2Fcontent%3Fid%3D3%26token%3Dx')
    expect(fallbackFromChecker(url, origin)).toBe('https://app.test/content?id=3&checked=1')
  })

  it('refuses to leave the origin', () => {
    const url = new URL('https://app.test/he/check?redirect=https%3A%2F%2Fevil.test%2F')
    expect(fallbackFromChecker(url, origin)).toBe('https://app.test/?checked=1')
  })

  it('goes home when the redirect is missing', () => {
    expect(fallbackFromChecker(new URL('https://app.test/he/check'), origin)).toBe('https://app.test/?checked=1')
  })
})
