import { afterEach, describe, expect, it } from 'vitest'
import { HE_TOKEN_KEY, forgetHeToken, heCookie, readHeCookie, storedHeToken, syncHeCookie } from './he-token'

afterEach(() => syncHeCookie(null))

describe('X-HE-Auth cookie', () => {
  it('is never sent with a request another site starts (SameSite=Strict), and is Secure over https', () => {
    expect(heCookie('a b', false)).toBe('X-HE-Auth=a%20b; Path=/; SameSite=Strict')
    expect(heCookie('tok', true)).toBe('X-HE-Auth=tok; Path=/; SameSite=Strict; Secure')
    expect(heCookie(null, true)).toBe('X-HE-Auth=; Path=/; SameSite=Strict; Secure; Max-Age=0')
  })

  it('forgetting the token removes it from storage and removes the cookie', () => {
    const kept = new Map([[HE_TOKEN_KEY, 'tok']])
    syncHeCookie('tok')
    forgetHeToken({ removeItem: (k) => void kept.delete(k) })
    expect(kept.has(HE_TOKEN_KEY)).toBe(false)
    expect(readHeCookie(document)).toBeNull()
  })

  it('follows the stored token: set when saved, replaced when it changes, removed when cleared', () => {
    syncHeCookie('he-1')
    expect(readHeCookie(document)).toBe('he-1')
    syncHeCookie('he-2')
    expect(readHeCookie(document)).toBe('he-2')
    syncHeCookie(null)
    expect(readHeCookie(document)).toBeNull()
  })

  it('does nothing where there is no document (the service worker)', () => {
    expect(() => syncHeCookie('x', null)).not.toThrow()
    expect(readHeCookie(document)).toBeNull()
  })
})

describe('the stored HE token', () => {
  it('is read from the storage given, and is null when absent, empty, unreadable or without storage', () => {
    const kept = new Map([[HE_TOKEN_KEY, 'tok']])
    expect(storedHeToken({ getItem: (k) => kept.get(k) ?? null })).toBe('tok')
    expect(storedHeToken({ getItem: () => null })).toBeNull()
    expect(storedHeToken({ getItem: () => '' })).toBeNull()
    expect(
      storedHeToken({
        getItem: () => {
          throw new Error('SecurityError')
        },
      }),
    ).toBeNull()
    expect(storedHeToken(null)).toBeNull()
  })
})
