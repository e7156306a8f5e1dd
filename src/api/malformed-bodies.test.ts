import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import * as v from 'valibot'
import { createApi } from './client'
import { createInProcessLocks } from './locks'
import { MemorySessionStore, session } from '../../tests/helpers/memory-session'
import { fakeFetch } from '../../tests/helpers/fake-fetch'
import { ENDPOINTS } from '../../tests/helpers/samples'

interface Wrong {
  status: number
  contentType: string
  body: string
  /** The parsed value when the body is JSON, to rule out an accidentally valid one. */
  value?: unknown
}

const endpoint = fc.constantFrom(...ENDPOINTS)
const okStatus = fc.constantFrom(200, 201)
const anyStatus = fc.constantFrom(200, 201, 400, 401, 403, 404, 408, 429, 500, 502, 503, 511)

/** Replaces one leaf (or branch) of a valid sample with a value of another JSON type. */
function mutate(sample: unknown, path: number[], replacement: unknown): unknown {
  if (Array.isArray(sample) && sample.length > 0) {
    const [head = 0, ...rest] = path
    const i = head % sample.length
    return sample.map((x, j) => (j === i ? mutate(x, rest, replacement) : x))
  }
  if (sample && typeof sample === 'object') {
    const keys = Object.keys(sample)
    if (keys.length === 0) return replacement
    const [head = 0, ...rest] = path
    const key = keys[head % keys.length] as string
    // Stop here or go deeper, decided by the path as well.
    if (rest.length === 0 || head % 3 === 0) return { ...sample, [key]: replacement }
    return { ...sample, [key]: mutate((sample as Record<string, unknown>)[key], rest, replacement) }
  }
  return replacement
}

const wrongFor = (sample: unknown, schema: v.GenericSchema): fc.Arbitrary<Wrong> =>
  fc
    .oneof(
      // Arbitrary JSON values.
      fc.record({ status: okStatus, value: fc.jsonValue({ maxDepth: 4 }) }).map(({ status, value }): Wrong => ({
        status,
        contentType: 'application/json',
        body: JSON.stringify(value) ?? 'null',
        value,
      })),
      // The right answer, truncated.
      fc.record({ status: okStatus, cut: fc.nat() }).map(({ status, cut }): Wrong => {
        const full = JSON.stringify(sample)
        return { status, contentType: 'application/json', body: full.slice(0, cut % full.length) }
      }),
      // An HTML error page from a proxy or a captive portal, with any status.
      fc.record({ status: anyStatus, title: fc.string({ maxLength: 30 }) }).map(({ status, title }): Wrong => ({
        status,
        contentType: 'text/html',
        body: `<!doctype html><html><head><title>${title}</title></head><body><h1>502 Bad Gateway</h1></body></html>`,
      })),
      // The right shape with one field of the wrong type.
      fc
        .record({
          status: okStatus,
          path: fc.array(fc.nat(), { minLength: 1, maxLength: 5 }),
          replacement: fc.oneof(
            fc.string(),
            fc.double(),
            fc.boolean(),
            fc.constant([]),
            fc.constant({}),
            fc.array(fc.integer(), { minLength: 1 }),
          ),
        })
        .map(({ status, path, replacement }): Wrong => {
          const value = mutate(sample, path, replacement)
          return { status, contentType: 'application/json', body: JSON.stringify(value), value }
        }),
      // Error statuses with bodies that are not the error shape.
      fc
        .record({ status: anyStatus, body: fc.oneof(fc.string(), fc.json()) })
        .map(({ status, body }): Wrong => ({ status, contentType: 'application/json', body })),
    )
    .filter((w) => w.status >= 300 || w.value === undefined || !v.is(schema, w.value))

describe('malformed answers', () => {
  it('resolve every call of every endpoint to a Failure, never a throw (fast-check, 400 bodies)', async () => {
    let calls = 0
    await fc.assert(
      fc.asyncProperty(
        endpoint.chain((e) => fc.tuple(fc.constant(e), wrongFor(e.sample, e.schema))),
        async ([e, wrong]) => {
          const { fetch } = fakeFetch(
            () => new Response(wrong.body, { status: wrong.status, headers: { 'content-type': wrong.contentType } }),
          )
          const api = createApi({
            baseURL: 'http://api.test',
            sessions: new MemorySessionStore(session()),
            fetch,
            locks: createInProcessLocks(),
          })
          let outcome: Awaited<ReturnType<typeof e.call>> | 'threw'
          try {
            outcome = await e.call(api)
          } catch {
            outcome = 'threw'
          }
          calls++
          expect(outcome).not.toBe('threw')
          expect(outcome).toMatchObject({
            ok: false,
            failure: { type: expect.any(String), statusCode: expect.any(Number), message: expect.any(String) },
          })
        },
      ),
      { numRuns: 400 },
    )
    expect(calls).toBeGreaterThanOrEqual(400)
  })

  it('accepts each valid sample (the generators above are wrong only where they mean to be)', async () => {
    for (const e of ENDPOINTS) {
      const { fetch } = fakeFetch(
        () => new Response(JSON.stringify(e.sample), { status: 200, headers: { 'content-type': 'application/json' } }),
      )
      const api = createApi({ baseURL: 'http://api.test', sessions: new MemorySessionStore(session()), fetch })
      expect(await e.call(api), e.name).toMatchObject({ ok: true })
    }
  })
})
