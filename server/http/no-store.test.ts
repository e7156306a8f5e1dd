import { describe, expect, it } from 'vitest'
import { makeTestApp } from '../test-support/harness.ts'
import { PUBLIC_CATALOGUE } from '../app.ts'
import { DESCRIPTOR_KEY_PATH } from '../routes/descriptors.ts'

// Answers that read no caller and are meant to be kept (the public key that checks a shared episode).
const PUBLIC_KEPT = [...PUBLIC_CATALOGUE, DESCRIPTOR_KEY_PATH]

/** Every API route the app registers, from the router itself, so a new one cannot be left out. */
function apiRoutes(t: ReturnType<typeof makeTestApp>): { method: string; path: string }[] {
  const seen = new Set<string>()
  const routes: { method: string; path: string }[] = []
  for (const r of t.app.routes) {
    if (!['GET', 'POST', 'PUT', 'DELETE'].includes(r.method) || !r.path.startsWith('/v1/')) continue
    const key = `${r.method} ${r.path}`
    if (seen.has(key)) continue
    seen.add(key)
    routes.push({ method: r.method, path: r.path })
  }
  return routes
}

const concrete = (path: string) => path.replace(/:[a-z]+/gi, '1')

describe('Cache-Control of API answers', () => {
  it('enumerates the routes that read the caller from the router (at least the spec calls)', () => {
    const t = makeTestApp()
    const callerRoutes = apiRoutes(t).filter((r) => !PUBLIC_CATALOGUE.includes(r.path))
    expect(callerRoutes.length).toBeGreaterThanOrEqual(20)
    expect(callerRoutes.map((r) => `${r.method} ${r.path}`)).toEqual(
      expect.arrayContaining([
        'GET /v1/user/profile',
        'GET /v1/favorite',
        'GET /v1/watch_history',
        'GET /v1/notification',
        'GET /v1/subscription',
        'GET /v1/payment',
        'GET /v1/content/:id',
        'POST /v1/auth/verify-otp',
        'POST /v1/auth/refresh-token',
        'POST /v1/auth/logout',
      ]),
    )
  })

  it('a shared cache or the browser keeps no answer that reads the caller: every such route is no-store, whatever its status', async () => {
    const t = makeTestApp()
    const { token, userInfo } = await t.login('959420000009')
    const missing: string[] = []
    // Logout last: it ends the session the other calls use.
    const routes = apiRoutes(t)
      .filter((x) => !PUBLIC_KEPT.includes(x.path))
      .sort((a, b) => Number(a.path === '/v1/auth/logout') - Number(b.path === '/v1/auth/logout'))
    for (const r of routes) {
      const path = `${concrete(r.path)}${r.method === 'GET' ? `?userId=${userInfo.id}&page=1` : ''}`
      const res = await t.request(r.method, path, { token: token.accessToken, body: r.method === 'GET' ? undefined : {} })
      if (!/\bno-store\b/.test(res.headers.get('cache-control') ?? '')) missing.push(`${r.method} ${r.path} (${res.status})`)
    }
    expect(missing).toEqual([])
  })

  it.each([
    ['the profile', '/v1/user/profile'],
    ['favorites', '/v1/favorite?page=1'],
    ['watch history', '/v1/watch_history?page=1'],
    ['notifications', '/v1/notification?page=1'],
    ['the subscription', '/v1/subscription?userId=USER'],
    ['payment options', '/v1/payment?userId=USER'],
    ["a title's page with the viewer's entitlement", '/v1/content/1'],
    ["a title's rating with the viewer's own stars", '/v1/rating/1'],
    ["a title's comments, marked as the viewer's where they wrote them", '/v1/comment?contentId=1'],
  ])('%s, read by a logged-in viewer, answers 200 with no-store', async (_name, path) => {
    const t = makeTestApp()
    const { token, userInfo } = await t.login('959420000009')
    const res = await t.request('GET', path.replace('USER', String(userInfo.id)), { token: token.accessToken })
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('no-store')
  })

  it('an answer replayed for an Idempotency-Key is no-store as well', async () => {
    const t = makeTestApp()
    const { token } = await t.login('959420000009')
    const o = { token: token.accessToken, body: { contentId: 1 }, headers: { 'Idempotency-Key': 'fav-1' } }
    await t.request('POST', '/v1/favorite', o)
    const replay = await t.request('POST', '/v1/favorite', o)
    expect(replay.headers.get('idempotent-replayed')).toBe('true')
    expect(replay.headers.get('cache-control')).toBe('no-store')
  })

  it('the caller-independent catalogue keeps its revalidated caching', async () => {
    const t = makeTestApp()
    const res = await t.request('GET', '/v1/home')
    expect(res.headers.get('cache-control')).toBe('no-cache')
    expect(res.headers.get('etag')).toBeTruthy()
  })
})
