import { describe, expect, it } from 'vitest'
import { createApi } from './client'
import { createInProcessLocks } from './locks'
import { MemorySessionStore, session } from '../../tests/helpers/memory-session'
import { errorJson, fakeFetch, json, networkDown } from '../../tests/helpers/fake-fetch'
import { SAMPLE } from '../../tests/helpers/samples'

const BASE = 'http://api.test'

function setup(route: Parameters<typeof fakeFetch>[0], opts: { he?: string | null; signedIn?: boolean; timeoutMs?: number } = {}) {
  const sessions = new MemorySessionStore(opts.signedIn === false ? null : session())
  const { fetch, seen } = fakeFetch(route)
  const api = createApi({
    baseURL: BASE,
    sessions,
    fetch,
    heToken: () => opts.he ?? null,
    timeoutMs: opts.timeoutMs,
    locks: createInProcessLocks(),
  })
  return { api, sessions, seen }
}

describe('API client requests', () => {
  it('sends the bearer token, the HE header and the language, and parses the body', async () => {
    const { api, seen } = setup(() => json(SAMPLE.home), { he: 'he-token' })
    const res = await api.getHome()
    expect(res).toEqual({ ok: true, value: SAMPLE.home })
    expect(seen[0]?.url.href).toBe(`${BASE}/v1/home`)
    expect(seen[0]?.headers.authorization).toBe('Bearer access-1')
    expect(seen[0]?.headers['x-he-auth']).toBe('he-token')
  })

  it('leaves the token off calls marked skipAuth', async () => {
    const { api, seen } = setup(() => json({ success: true, message: 'OTP sent' }))
    await api.sendOtp('959420000002')
    expect(seen[0]?.headers.authorization).toBeUndefined()
    expect(seen[0]?.body).toEqual({ phone: '959420000002' })
  })

  it('sends query parameters and the idempotency key', async () => {
    const { api, seen } = setup(() => json({ success: true }))
    await api.addWatchHistory({ childId: 3, duration: 1000, position: 10 }, { idempotencyKey: 'key-1' })
    await api.getCategory({ categoryId: 4, type: 'type', page: 2 })
    expect(seen[0]?.headers['idempotency-key']).toBe('key-1')
    expect(seen[1]?.url.search).toBe('?categoryId=4&type=type&page=2')
  })

  it('turns a network error into InternetConnectionFailure', async () => {
    const { api } = setup(networkDown)
    expect(await api.getHome()).toEqual({
      ok: false,
      failure: expect.objectContaining({ type: 'InternetConnectionFailure', statusCode: 0 }),
    })
  })

  it('gives up after the timeout with a TimeoutFailure', async () => {
    const { api } = setup(() => new Promise<Response>(() => undefined), { timeoutMs: 30 })
    const res = await api.getHome()
    expect(res.ok ? null : res.failure.type).toBe('TimeoutFailure')
  })

  it('gives up with a TimeoutFailure when the answer stalls after its headers', async () => {
    // Headers arrive, then the link goes quiet in the middle of the body.
    const stalled = () =>
      new Response(new ReadableStream({ start: (c) => c.enqueue(new TextEncoder().encode('{"banners":[')) }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      })
    const { api } = setup(stalled, { timeoutMs: 30 })
    const res = await api.getHome()
    expect(res.ok ? null : res.failure.type).toBe('TimeoutFailure')
  })

  it('sends a body as JSON, named as such, and no body or type on a call without one', async () => {
    const { api, seen } = setup(() => json({ success: true, message: 'OTP sent' }))
    await api.sendOtp('959420000002')
    await api.getHome()
    expect(seen[0]?.method).toBe('POST')
    expect(seen[0]?.headers['content-type']).toBe('application/json')
    expect(seen[0]?.body).toEqual({ phone: '959420000002' })
    expect(seen[1]?.method).toBe('GET')
    expect(seen[1]?.headers['content-type']).toBeUndefined()
    expect(seen[1]?.body).toBeUndefined()
  })

  it('maps error bodies through the one mapper', async () => {
    const { api } = setup(() => errorJson(400, 'Wrong OTP code'))
    const res = await api.verifyOtp('959420000002', '123456')
    expect(res.ok ? null : res.failure).toMatchObject({ type: 'WrongOtpCodeFailure', statusCode: 0 })
  })

  it('clears the session on 511 and reports the multiple-device failure', async () => {
    const { api, sessions } = setup(() => errorJson(511, 'User is using on multiple devices'))
    const res = await api.getProfile()
    expect(res.ok ? null : res.failure.type).toBe('MultipleDeviceFailure')
    expect(sessions.current).toBeNull()
    expect(sessions.ended).toEqual(['displaced'])
  })

  it('refuses to send for another user than the logged-in one', async () => {
    const { api, seen } = setup(() => json({ success: true }))
    const res = await api.addFavorite(5, { asUser: 99 })
    expect(res.ok ? null : res.failure.type).toBe('SessionFailure')
    expect(seen).toHaveLength(0)
  })
})

describe('401 handling', () => {
  /** A server whose current access token is `access-N`; the refresh call hands out N+1. */
  function tokenServer(opts: { refreshFails?: 'rejected' | 'network' } = {}) {
    let generation = 1
    let refreshes = 0
    const route = async (req: { url: URL; headers: Record<string, string> }) => {
      if (req.url.pathname === '/v1/auth/refresh-token') {
        refreshes++
        await new Promise((r) => setTimeout(r, 5))
        if (opts.refreshFails === 'network') throw new TypeError('fetch failed')
        if (opts.refreshFails === 'rejected') return errorJson(401, 'Refresh token has already been used')
        generation++
        return json({ accessToken: `access-${generation}`, refreshToken: `refresh-${generation}` })
      }
      if (req.headers.authorization !== `Bearer access-${generation}`) return errorJson(401, 'Access token has expired')
      return json({ success: true })
    }
    return { route, refreshes: () => refreshes, expire: () => generation++ }
  }

  it('makes exactly one refresh for 20 simultaneous 401s, and every request retries once and succeeds', async () => {
    const server = tokenServer()
    server.expire()
    const { api, seen, sessions } = setup(server.route)
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => api.addFavorite(i + 1)))
    expect(results.every((r) => r.ok)).toBe(true)
    expect(server.refreshes()).toBe(1)
    expect(seen.filter((r) => r.url.pathname === '/v1/favorite')).toHaveLength(40)
    expect(sessions.current?.accessToken).toBe('access-3')
  })

  it('lets a second tab that waited reuse the token the first one stored', async () => {
    const server = tokenServer()
    server.expire()
    const sessions = new MemorySessionStore(session())
    const locks = createInProcessLocks() // shared, as navigator.locks is between tabs
    const tabs = [0, 1].map(() => createApi({ baseURL: BASE, sessions, fetch: fakeFetch(server.route).fetch, locks }))
    const results = await Promise.all(tabs.flatMap((api) => [api.addFavorite(1), api.removeFavorite(2)]))
    expect(results.filter((r) => !r.ok)).toEqual([])
    expect(server.refreshes()).toBe(1)
  })

  it('rejects every waiter and clears the session when the refresh is refused', async () => {
    const server = tokenServer({ refreshFails: 'rejected' })
    server.expire()
    const { api, sessions } = setup(server.route)
    const results = await Promise.all(Array.from({ length: 20 }, () => api.getProfile()))
    expect(results.map((r) => (r.ok ? 'ok' : r.failure.type))).toEqual(Array(20).fill('SessionFailure'))
    expect(server.refreshes()).toBe(1)
    expect(sessions.current).toBeNull()
  })

  it('keeps the session when the refresh cannot reach the server', async () => {
    const server = tokenServer({ refreshFails: 'network' })
    server.expire()
    const { api, sessions } = setup(server.route)
    const res = await api.getProfile()
    expect(res.ok ? null : res.failure.type).toBe('InternetConnectionFailure')
    expect(sessions.current?.refreshToken).toBe('refresh-1')
  })
})
