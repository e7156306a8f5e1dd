import { describe, expect, it } from 'vitest'
import { HE_CHECKED_KEY, HE_TOKEN_KEY, runHeStartupCheck, type StartupEnv } from './he-startup'

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial))
  return {
    data,
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
  }
}

function env(href: string, overrides: Partial<StartupEnv> = {}) {
  const local = memoryStorage()
  const session = memoryStorage()
  const replaced: string[] = []
  const e: StartupEnv = {
    location: { href },
    history: { state: null, replaceState: (_s: unknown, _t: string, u?: string | URL | null) => void replaced.push(String(u)) },
    localStorage: local,
    sessionStorage: session,
    online: true,
    checkerUrl: '/he/check',
    now: () => 1000,
    ...overrides,
  }
  return { e, local, session, replaced }
}

describe('header-enrichment start-up check', () => {
  it('keeps the token from the checker and strips checked and token from the address', () => {
    const { e, local, replaced } = env('https://app.test/content?id=4&checked=1&token=abc#top')
    expect(runHeStartupCheck(e)).toEqual({ kind: 'render' })
    expect(local.data.get(HE_TOKEN_KEY)).toBe('abc')
    expect(replaced).toEqual(['/content?id=4#top'])
  })

  it('returns from the checker without a token and renders', () => {
    const { e, local, replaced } = env('https://app.test/?checked=1')
    expect(runHeStartupCheck(e).kind).toBe('render')
    expect(local.data.has(HE_TOKEN_KEY)).toBe(false)
    expect(replaced).toEqual(['/'])
  })

  it('sends an online first launch to the checker with the current address, clearing the old token', () => {
    const { e, local, session } = env('https://app.test/search?query=x')
    local.data.set(HE_TOKEN_KEY, 'stale')
    const decision = runHeStartupCheck(e)
    expect(decision).toEqual({
      kind: 'redirect',
      url: 'https://app.test/he/check?redirect=https%3A%2F%2Fapp.test%2Fsearch%3Fquery%3Dx',
    })
    expect(local.data.has(HE_TOKEN_KEY)).toBe(false)
    expect(session.data.has(HE_CHECKED_KEY)).toBe(true)
  })

  it('never redirects an offline launch', () => {
    const { e, local } = env('https://app.test/', { online: false })
    local.data.set(HE_TOKEN_KEY, 'kept')
    expect(runHeStartupCheck(e)).toEqual({ kind: 'render' })
    expect(local.data.get(HE_TOKEN_KEY)).toBe('kept')
  })

  it('checks at most once per browsing session', () => {
    const { e } = env('https://app.test/')
    expect(runHeStartupCheck(e).kind).toBe('redirect')
    expect(runHeStartupCheck(e).kind).toBe('render')
  })

  it('still renders when storage throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied')
      },
      setItem: () => {
        throw new Error('denied')
      },
      removeItem: () => {
        throw new Error('denied')
      },
    }
    const { e } = env('https://app.test/?checked=1&token=t', { localStorage: broken, sessionStorage: broken })
    expect(runHeStartupCheck(e).kind).toBe('render')
  })
})
