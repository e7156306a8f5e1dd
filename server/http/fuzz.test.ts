import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { makeTestApp, tempDir, type TestApp } from '../test-support/harness.ts'

// Whatever a client sends, the server answers with a named 4xx, never a 5xx: a 500 is a crash the
// caller provoked (and, before the body limit, a way to exhaust memory).

const RUNS = 1500

/** The app's own routes, from its router: a route added later is fuzzed without touching this file. */
function routesOf(t: TestApp): { method: string; path: string }[] {
  const seen = new Set<string>()
  const out: { method: string; path: string }[] = []
  for (const r of t.app.routes) {
    if (r.method === 'ALL' || r.path === '*' || r.path === '/*') continue
    // The fault switch answers 5xx on purpose: that is what it is for.
    if (r.path.startsWith('/__dev/faults')) continue
    const key = `${r.method} ${r.path}`
    if (seen.has(key)) continue
    seen.add(key)
    out.push({ method: r.method, path: r.path })
  }
  // The catch-all (the built client and its SPA fallback) under any address at all.
  out.push({ method: 'GET', path: '/:a/:b' }, { method: 'GET', path: '/:a' })
  return out
}

const edgeNumber = fc.constantFrom(
  '0',
  '-1',
  '1',
  '1.5',
  '1e300',
  '-1e300',
  '99999999999999999999',
  '2147483648',
  '9007199254740993',
  'NaN',
  'Infinity',
  '0x10',
  ' 1',
  '',
  '1,2',
  '١٢',
)
const edgeText = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.constantFrom('%00', '..%2F..%2Fetc%2Fpasswd', '%E0%A4%A', '<script>', "' OR 1=1 --", '//evil.example', '/\\evil', 'a'.repeat(5000)),
  edgeNumber,
)
const segment = edgeText.map((s) => encodeURIComponent(s) || '%20')
const QUERY_KEYS = [
  'page',
  'query',
  'userId',
  'contentId',
  'id',
  'childId',
  'ref',
  'phone',
  'purpose',
  'redirect',
  'platform',
  'off',
  'msisdn',
  'token',
  'state',
  'lang',
  'v',
]
const query = fc.array(fc.tuple(fc.constantFrom(...QUERY_KEYS), edgeText), { maxLength: 4 })

const jsonBody = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v)),
  fc
    .record(
      {
        phone: edgeText,
        code: edgeText,
        userId: fc.oneof(edgeNumber, fc.double(), fc.integer()),
        planId: fc.oneof(edgeNumber, fc.integer()),
        contentId: fc.oneof(edgeNumber, fc.double()),
        childId: fc.oneof(edgeNumber, fc.double()),
        page: edgeNumber,
        duration: fc.oneof(fc.double(), edgeNumber),
        position: fc.oneof(fc.double(), edgeNumber),
        name: edgeText,
        token: edgeText,
        refreshToken: edgeText,
        transactionId: edgeText,
        atomPhone: edgeText,
        otp: edgeText,
        html: edgeText,
        provider: edgeText,
        account: edgeText,
        callbackUrl: edgeText,
        contentChildId: fc.oneof(edgeNumber, fc.integer()),
        quality: fc.oneof(edgeText, fc.constantFrom('240p', '360p', '720p')),
      },
      { requiredKeys: [] },
    )
    .map((v) => JSON.stringify(v)),
  fc.string({ maxLength: 60 }),
  fc.constantFrom('', '{', '[]', 'null', '"x"', '{"__proto__":{"x":1}}', '{"a":'.repeat(200)),
)
const contentType = fc.constantFrom(
  'application/json',
  'application/json; charset=utf-8',
  'text/plain',
  'multipart/form-data; boundary=',
  'multipart/form-data',
  'application/x-www-form-urlencoded',
  'application/octet-stream',
  undefined,
)
const extraHeaders = fc.record(
  {
    'Idempotency-Key': edgeText,
    'X-MSISDN': edgeText,
    'X-HE-Auth': edgeText,
    Range: fc.constantFrom('bytes=0-', 'bytes=-5', 'bytes=9-1', 'bytes=x', 'bytes=0-1,2-3'),
    'If-None-Match': edgeText,
    'Accept-Language': edgeText,
    Cookie: edgeText.map((s) => `he_msisdn=${encodeURIComponent(s)}`),
  },
  { requiredKeys: [] },
)

describe('malformed requests', () => {
  it.each([
    ['development', false],
    ['production', true],
  ])(`${RUNS} generated malformed requests across every route (%s) get no 5xx`, async (name, production) => {
    // A built client to serve: without one the catch-all answers 503 on purpose.
    const staticDir = tempDir('fuzz-dist-')
    writeFileSync(join(staticDir, 'index.html'), '<!doctype html><html><head></head><body><div id="boot"></div></body></html>')
    const t = makeTestApp({
      config: { production, staticDir, otpSendsPerClient: 10_000, otpVerifiesPerClient: 10_000, otpSendsPerMinute: 10_000 },
    })
    const auth = await t.login('959420000002')
    const routes = routesOf(t)
    expect(routes.length).toBeGreaterThan(30)
    const METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'HEAD', 'OPTIONS']
    let sent = 0
    const failures: string[] = []
    const reached = new Set<string>()

    await fc.assert(
      fc.asyncProperty(
        fc.record({
          route: fc.constantFrom(...routes),
          otherMethod: fc.option(fc.constantFrom(...METHODS), { freq: 5 }),
          params: fc.array(segment, { minLength: 4, maxLength: 4 }),
          query,
          body: jsonBody,
          type: contentType,
          headers: extraHeaders,
          signedIn: fc.boolean(),
        }),
        async ({ route, otherMethod, params, query: q, body, type, headers, signedIn }) => {
          let i = 0
          const path = route.path.replace(/:[A-Za-z]+(\{[^}]*\})?/g, () => params[i++ % params.length] ?? 'x')
          const search = q.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('&')
          const method = otherMethod ?? route.method
          const h: Record<string, string> = {}
          for (const [k, v] of Object.entries(headers)) if (typeof v === 'string') h[k] = v.replace(/[^\t\x20-\x7e]/g, '')
          if (type) h['Content-Type'] = type
          if (signedIn) h.Authorization = `Bearer ${auth.token.accessToken}`
          const hasBody = method !== 'GET' && method !== 'HEAD'
          const res = await t.app.request(`http://localhost${path}${search ? `?${search}` : ''}`, {
            method,
            headers: h,
            body: hasBody ? body : undefined,
          })
          await res.arrayBuffer()
          sent++
          reached.add(`${route.method} ${route.path}`)
          if (res.status >= 500) failures.push(`${res.status} ${method} ${path}?${search} ${type ?? ''} ${body.slice(0, 80)}`)
          // Keep the clock moving so limits roll over and codes expire, as over real time.
          t.advance(7_000)
        },
      ),
      { numRuns: RUNS, seed: Number(process.env.FUZZ_SEED ?? 2026) },
    )

    console.log(`[fuzz] ${name}: routes ${routes.length}, reached ${reached.size}, requests ${sent}, 5xx ${failures.length}`)
    expect(sent).toBeGreaterThanOrEqual(500)
    expect(failures).toEqual([])
  })
})
