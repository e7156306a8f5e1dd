import { describe, expect, it } from 'vitest'
import { HE_CHECKED_KEY, HE_STATE_KEY, HE_TOKEN_KEY, randomState, runHeStartupCheck, type StartupEnv } from './he-startup'

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
    newState: () => 'state-0123456789abcdef',
    ...overrides,
  }
  return { e, local, session, replaced }
}

describe('header-enrichment start-up check', () => {
  it('keeps the token when the state is the one this session sent, strips the answer and forgets the state', () => {
    const { e, local, session, replaced } = env('https://app.test/content?id=4&checked=1&token=abc&state=s1#top')
    session.data.set(HE_STATE_KEY, 's1')
    expect(runHeStartupCheck(e)).toEqual({ kind: 'render', heArrived: true })
    expect(local.data.get(HE_TOKEN_KEY)).toBe('abc')
    expect(session.data.has(HE_STATE_KEY)).toBe(false)
    expect(replaced).toEqual(['/content?id=4#top'])
  })

  it("a link carrying an attacker's token and no state logs nobody in: the token is dropped and leaves the address", () => {
    const { e, local, replaced } = env('https://app.test/?checked=1&token=attackers')
    expect(runHeStartupCheck(e)).toEqual({ kind: 'render', heArrived: false })
    expect(local.data.has(HE_TOKEN_KEY)).toBe(false)
    expect(replaced).toEqual(['/'])
  })

  it("a link carrying an attacker's token and the attacker's own state is dropped", () => {
    const { e, local, session, replaced } = env('https://app.test/profile?checked=1&token=attackers&state=attackers-state')
    session.data.set(HE_STATE_KEY, 'victims-state')
    expect(runHeStartupCheck(e)).toEqual({ kind: 'render', heArrived: false })
    expect(local.data.has(HE_TOKEN_KEY)).toBe(false)
    expect(replaced).toEqual(['/profile'])
    // The victim's state is spent too: it cannot be tried against again.
    expect(session.data.has(HE_STATE_KEY)).toBe(false)
  })

  it('an answer replayed after its state was used is dropped', () => {
    const { e, local, session } = env('https://app.test/?checked=1&token=first&state=s1')
    session.data.set(HE_STATE_KEY, 's1')
    expect(runHeStartupCheck(e)).toEqual({ kind: 'render', heArrived: true })
    local.data.clear()
    expect(runHeStartupCheck(e)).toEqual({ kind: 'render', heArrived: false })
    expect(local.data.has(HE_TOKEN_KEY)).toBe(false)
  })

  it('a matching state with an empty token stores nothing', () => {
    const { e, local, session } = env('https://app.test/?checked=1&token=&state=s1')
    session.data.set(HE_STATE_KEY, 's1')
    expect(runHeStartupCheck(e)).toEqual({ kind: 'render', heArrived: false })
    expect(local.data.has(HE_TOKEN_KEY)).toBe(false)
  })

  it('takes the answer out of the address before it reads storage', () => {
    const order: string[] = []
    const { e, session } = env('https://app.test/?checked=1&token=t&state=s1', {
      history: { state: null, replaceState: () => void order.push('address') },
    })
    session.data.set(HE_STATE_KEY, 's1')
    const getItem = session.getItem
    e.sessionStorage = { ...session, getItem: (k: string) => (order.push('storage'), getItem(k)) }
    runHeStartupCheck(e)
    expect(order).toEqual(['address', 'storage'])
  })

  it('returns from the checker without a token and renders', () => {
    const { e, local, replaced } = env('https://app.test/?checked=1')
    expect(runHeStartupCheck(e)).toEqual({ kind: 'render', heArrived: false })
    expect(local.data.has(HE_TOKEN_KEY)).toBe(false)
    expect(replaced).toEqual(['/'])
  })

  it('sends an online first launch to the checker with its path and a one-time state, clearing the old token', () => {
    const { e, local, session } = env('https://app.test/search?query=x#r')
    local.data.set(HE_TOKEN_KEY, 'stale')
    const decision = runHeStartupCheck(e)
    expect(decision).toEqual({
      kind: 'redirect',
      url: 'https://app.test/he/check?redirect=%2Fsearch%3Fquery%3Dx%23r&state=state-0123456789abcdef',
    })
    expect(local.data.has(HE_TOKEN_KEY)).toBe(false)
    expect(session.data.has(HE_CHECKED_KEY)).toBe(true)
    expect(session.data.get(HE_STATE_KEY)).toBe('state-0123456789abcdef')
  })

  it("gives an operator's checker on another site the full address to come back to", () => {
    const { e } = env('https://app.test/search?query=x', { checkerUrl: 'https://he.operator.example/check' })
    expect(runHeStartupCheck(e)).toEqual({
      kind: 'redirect',
      url: 'https://he.operator.example/check?redirect=https%3A%2F%2Fapp.test%2Fsearch%3Fquery%3Dx&state=state-0123456789abcdef',
    })
  })

  it('makes states of 128 random bits in a URL-safe form the checker passes back', () => {
    let n = 0
    const crypto = { getRandomValues: <T extends ArrayBufferView | null>(a: T) => ((a as unknown as Uint8Array).fill(n++ * 17 + 1), a) }
    const first = randomState(crypto)
    expect(first).toMatch(/^[0-9a-f]{32}$/)
    expect(randomState(crypto)).not.toBe(first)
    expect(randomState(globalThis.crypto)).toMatch(/^[0-9a-f]{32}$/)
  })

  it('never redirects an offline launch', () => {
    const { e, local } = env('https://app.test/', { online: false })
    local.data.set(HE_TOKEN_KEY, 'kept')
    expect(runHeStartupCheck(e)).toEqual({ kind: 'render', heArrived: false })
    expect(local.data.get(HE_TOKEN_KEY)).toBe('kept')
  })

  it('checks at most once per browsing session', () => {
    const { e } = env('https://app.test/')
    expect(runHeStartupCheck(e).kind).toBe('redirect')
    expect(runHeStartupCheck(e).kind).toBe('render')
  })

  it('still renders when storage throws', () => {
    const deny = () => {
      throw new Error('denied')
    }
    const broken = { getItem: deny, setItem: deny, removeItem: deny }
    const { e } = env('https://app.test/?checked=1&token=t', { localStorage: broken, sessionStorage: broken })
    expect(runHeStartupCheck(e).kind).toBe('render')
  })
})
