import { describe, expect, it, vi } from 'vitest'
import { HE_CHECKED_KEY, HE_CHECK_TIMEOUT_MS, HE_STATE_KEY, HE_TOKEN_KEY } from '../features/auth/he-startup'
import {
  afterContentfulPaint,
  followGate,
  fullPageAddress,
  inTasksOfTheirOwn,
  readGateState,
  runGate,
  storedLanguage,
  type GateState,
} from './gate'

function memoryStorage(initial: Record<string, string> = {}): Storage & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial))
  return {
    data,
    get length() {
      return data.size
    },
    clear: () => data.clear(),
    key: () => null,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  }
}

function fakeWindow(href: string, { online = true, session = {} as Record<string, string>, local = {} as Record<string, string> } = {}) {
  const assigned: string[] = []
  const root = { hidden: false }
  const doc = { cookie: '', location: { protocol: 'https:' }, documentElement: root }
  const win = {
    location: {
      href,
      assign: (url: string) => void assigned.push(url),
    },
    history: { state: null, replaceState: (_s: unknown, _t: string, u: string) => (win.location.href = new URL(u, href).href) },
    navigator: { onLine: online },
    document: doc,
    localStorage: memoryStorage(local),
    sessionStorage: memoryStorage(session),
    stop: vi.fn(),
    crypto: globalThis.crypto,
    setTimeout: (fn: () => void, ms: number) => setTimeout(fn, ms),
  }
  return { win: win as unknown as Parameters<typeof runGate>[0], raw: win, assigned, root }
}

describe('the start-up gate', () => {
  it('sends a first online launch to the checker with its path and a random one-time state, clearing the old HE token and cookie', () => {
    const { win, raw } = fakeWindow('https://app.test/content?id=4', { local: { [HE_TOKEN_KEY]: 'old' } })
    raw.document.cookie = 'X-HE-Auth=old'
    const state = runGate(win, '/he/check')
    expect(state.heArrived).toBe(false)
    const sent = raw.sessionStorage.data.get(HE_STATE_KEY) ?? ''
    expect(sent).toMatch(/^[0-9a-f]{32}$/)
    expect(state.redirectTo).toBe(`https://app.test/he/check?redirect=%2Fcontent%3Fid%3D4&state=${sent}`)
    expect(raw.localStorage.data.has(HE_TOKEN_KEY)).toBe(false)
    expect(raw.document.cookie).toContain('Max-Age=0')
  })

  it('keeps the token the checker brings back with its state, mirrors it in the cookie and reports that it arrived', () => {
    const { win, raw } = fakeWindow('https://app.test/?checked=1&token=t1&state=s1', { session: { [HE_STATE_KEY]: 's1' } })
    const state = runGate(win, '/he/check')
    expect(state).toEqual({ heArrived: true, redirectTo: null })
    expect(raw.localStorage.data.get(HE_TOKEN_KEY)).toBe('t1')
    expect(raw.document.cookie).toContain('X-HE-Auth=t1')
    expect(raw.location.href).toBe('https://app.test/')
  })

  it("opening a link with an attacker's HE token neither stores it nor sets the cookie nor starts a login", () => {
    const { win, raw } = fakeWindow('https://app.test/?checked=1&token=attackers')
    const state = runGate(win, '/he/check')
    expect(state).toEqual({ heArrived: false, redirectTo: null })
    expect(raw.localStorage.data.has(HE_TOKEN_KEY)).toBe(false)
    expect(raw.document.cookie).not.toContain('attackers')
    expect(raw.location.href).toBe('https://app.test/')
  })

  it('renders at once offline, and on a second launch in the same session', () => {
    expect(runGate(fakeWindow('https://app.test/', { online: false }).win, '/he/check').redirectTo).toBeNull()
    expect(runGate(fakeWindow('https://app.test/', { session: { [HE_CHECKED_KEY]: '1' } }).win, '/he/check').redirectTo).toBeNull()
  })

  it('starts the app at once when no check is needed', () => {
    const { win, assigned, root } = fakeWindow('https://app.test/')
    const start = vi.fn()
    followGate(win, { heArrived: false, redirectTo: null }, start)
    expect(start).toHaveBeenCalledOnce()
    expect(assigned).toEqual([])
    expect(root.hidden).toBe(false)
  })

  it('renders nothing while the checker is asked, and starts the app anyway when it never answers', () => {
    vi.useFakeTimers()
    try {
      const { win, raw, assigned, root } = fakeWindow('https://app.test/')
      const start = vi.fn()
      followGate(win, { heArrived: false, redirectTo: 'https://app.test/he/check?redirect=x' }, start)
      expect(assigned).toEqual(['https://app.test/he/check?redirect=x'])
      expect(root.hidden).toBe(true)
      vi.advanceTimersByTime(HE_CHECK_TIMEOUT_MS - 1)
      expect(start).not.toHaveBeenCalled()
      vi.advanceTimersByTime(1)
      expect(raw.stop).toHaveBeenCalledOnce()
      expect(root.hidden).toBe(false)
      expect(start).toHaveBeenCalledOnce()
    } finally {
      vi.useRealTimers()
    }
  })

  it('reads back only a well-formed answer from the page', () => {
    const good: GateState = { heArrived: true, redirectTo: null }
    expect(readGateState({ __HE_GATE__: good })).toEqual(good)
    expect(readGateState({})).toBeNull()
    expect(readGateState({ __HE_GATE__: 'yes' })).toBeNull()
    expect(readGateState({ __HE_GATE__: { heArrived: 1, redirectTo: null } })).toBeNull()
    expect(readGateState({ __HE_GATE__: { heArrived: false, redirectTo: 5 } })).toBeNull()
  })

  it('runs a task once the first contentful paint is reported, once, and disconnects', () => {
    const observers: Array<{
      cb: (list: { getEntriesByName: (n: string) => unknown[] }) => void
      disconnected: boolean
      options?: unknown
    }> = []
    class FakeObserver {
      static supportedEntryTypes = ['paint']
      readonly entry: (typeof observers)[number]
      constructor(cb: (typeof observers)[number]['cb']) {
        this.entry = { cb, disconnected: false }
        observers.push(this.entry)
      }
      observe(options: unknown) {
        this.entry.options = options
      }
      disconnect() {
        this.entry.disconnected = true
      }
    }
    const listeners: Array<() => void> = []
    const doc = { visibilityState: 'visible', addEventListener: (_t: string, cb: () => void) => listeners.push(cb) }
    const paints = (...names: string[]) => ({ getEntriesByName: (n: string) => names.filter((x) => x === n) })
    const task = vi.fn()
    afterContentfulPaint(doc as never, task, { PerformanceObserver: FakeObserver as never })
    expect(observers[0]?.options).toEqual({ type: 'paint', buffered: true })
    // A first paint with nothing in it does not count.
    observers[0]?.cb(paints('first-paint'))
    expect(task).not.toHaveBeenCalled()
    observers[0]?.cb(paints('first-paint', 'first-contentful-paint'))
    expect(task).toHaveBeenCalledOnce()
    expect(observers[0]?.disconnected).toBe(true)
    listeners.forEach((l) => l())
    expect(task).toHaveBeenCalledOnce()
  })

  it('runs it at once on a hidden page, or where paint timing is not reported', () => {
    const doc = { visibilityState: 'visible', addEventListener: () => undefined }
    const noPaint = vi.fn()
    afterContentfulPaint(doc as never, noPaint, { PerformanceObserver: undefined })
    expect(noPaint).toHaveBeenCalledOnce()
    const hidden = vi.fn()
    afterContentfulPaint({ ...doc, visibilityState: 'hidden' } as never, hidden, { PerformanceObserver: undefined })
    expect(hidden).toHaveBeenCalledOnce()
  })

  it('reads the stored language as written, and nothing where storage cannot be reached', () => {
    expect(storedLanguage(fakeWindow('https://app.test/', { local: { LANGUAGE: 'en' } }).win)).toBe('en')
    expect(storedLanguage(fakeWindow('https://app.test/').win)).toBeNull()
    const locked = {
      get localStorage(): Storage {
        throw new Error('SecurityError')
      },
    }
    expect(storedLanguage(locked as never)).toBeNull()
  })

  it('runs the steps after the first paint in order, each in a task of its own', async () => {
    const ran: string[] = []
    const posted: Array<() => void> = []
    const nextTask = () => new Promise<void>((resolve) => posted.push(resolve))
    const done = inTasksOfTheirOwn([() => ran.push('scripts'), () => ran.push('chunks'), () => ran.push('font')], nextTask)
    // The first step runs in the paint's own task; each later one waits for a task the page posts.
    expect(ran).toEqual(['scripts'])
    await Promise.resolve()
    expect(ran).toEqual(['scripts'])
    posted.shift()?.()
    await vi.waitFor(() => expect(ran).toEqual(['scripts', 'chunks']))
    posted.shift()?.()
    await done
    expect(ran).toEqual(['scripts', 'chunks', 'font'])
    expect(posted).toHaveLength(0)
    // The page's own way of posting: a new task, not a microtask of the current one.
    const real: string[] = []
    const realDone = inTasksOfTheirOwn([() => real.push('a'), () => real.push('b')])
    await Promise.resolve()
    expect(real).toEqual(['a'])
    await realDone
    expect(real).toEqual(['a', 'b'])
    await inTasksOfTheirOwn([])
  })
})

describe('the way on from a gate-only page', () => {
  it("is the same address as a checker's answer without a token", () => {
    expect(fullPageAddress('https://app.example/content?id=3#top')).toBe('https://app.example/content?id=3&checked=1#top')
  })

  it('drops a token or state that a link carried', () => {
    expect(fullPageAddress('https://app.example/?token=stolen&state=x')).toBe('https://app.example/?checked=1')
  })
})
