/* eslint-disable @typescript-eslint/no-explicit-any -- JSON bodies read loosely in tests */
import { describe, expect, it } from 'vitest'
import { makeTestApp, SEC } from '../test-support/harness.ts'

const phones = (n: number) => Array.from({ length: n }, (_, i) => `95942100${String(i).padStart(4, '0')}`)

describe('ratings', () => {
  it('a viewer rates a title, changes and removes the rating; everyone sees the average and count', async () => {
    const t = makeTestApp()
    const a = await t.login('959420000001')
    const b = await t.login('959420000002')
    const put = (token: string, stars: number) => t.call('PUT', '/v1/rating/1', { token, body: { stars } })
    expect((await put(a.token.accessToken, 5)).body).toEqual({ success: true, contentId: 1, average: 5, count: 1, total: 5, mine: 5 })
    expect((await put(b.token.accessToken, 4)).body).toMatchObject({ average: 4.5, count: 2, total: 9, mine: 4 })
    // A change replaces the viewer's rating: still two ratings.
    expect((await put(a.token.accessToken, 2)).body).toMatchObject({ average: 3, count: 2, total: 6, mine: 2 })
    const anonymous = await t.call('GET', '/v1/rating/1')
    expect(anonymous.status).toBe(200)
    expect(anonymous.body).toEqual({ contentId: 1, average: 3, count: 2, total: 6, mine: null })
    expect((await t.call('GET', '/v1/rating/1', { token: b.token.accessToken })).body.mine).toBe(4)
    expect((await t.call('DELETE', '/v1/rating/1', { token: a.token.accessToken })).body).toMatchObject({
      success: true,
      average: 4,
      count: 1,
      mine: null,
    })
    // Removing a rating that is not there changes nothing and still answers (an outbox resend).
    expect((await t.call('DELETE', '/v1/rating/1', { token: a.token.accessToken })).body).toMatchObject({
      success: true,
      count: 1,
      total: 4,
    })
    expect((await t.call('GET', '/v1/rating/2')).body).toEqual({ contentId: 2, average: 0, count: 0, total: 0, mine: null })
  })

  it.each([[0], [6], [3.5], ['4'], [null]])('refuses stars %j with 400 naming stars', async (stars) => {
    const t = makeTestApp()
    const { token } = await t.login()
    const res = await t.call('PUT', '/v1/rating/1', { token: token.accessToken, body: { stars } })
    expect(res.status).toBe(400)
    expect(res.body).toEqual({ statusCode: 400, message: expect.stringContaining('stars') })
  })

  it('answers 400 for a malformed title id and 404 for an unknown title', async () => {
    const t = makeTestApp()
    const { token } = await t.login()
    expect((await t.call('GET', '/v1/rating/abc')).status).toBe(400)
    expect((await t.call('PUT', '/v1/rating/0', { token: token.accessToken, body: { stars: 3 } })).body.message).toContain('contentId')
    expect((await t.call('PUT', '/v1/rating/999', { token: token.accessToken, body: { stars: 3 } })).status).toBe(404)
    expect((await t.call('GET', '/v1/rating/999')).body).toEqual({ statusCode: 404, message: 'Content not found' })
  })

  it('rating needs a login (403) and a live token (401); reading does not', async () => {
    const t = makeTestApp()
    expect((await t.call('PUT', '/v1/rating/1', { body: { stars: 3 } })).status).toBe(403)
    expect((await t.call('DELETE', '/v1/rating/1')).status).toBe(403)
    expect((await t.call('PUT', '/v1/rating/1', { token: 'stale', body: { stars: 3 } })).status).toBe(401)
    expect((await t.call('GET', '/v1/rating/1', { token: 'stale' })).status).toBe(200)
  })

  it('the same Idempotency-Key is applied once and its answer replayed', async () => {
    const t = makeTestApp()
    const { token } = await t.login()
    const o = { token: token.accessToken, body: { stars: 3 }, headers: { 'Idempotency-Key': 'rate-1' } }
    await t.call('PUT', '/v1/rating/1', o)
    await t.call('PUT', '/v1/rating/1', { token: token.accessToken, body: { stars: 5 } })
    const replay = await t.call('PUT', '/v1/rating/1', o)
    expect(replay.res.headers.get('idempotent-replayed')).toBe('true')
    expect(replay.body.mine).toBe(3)
    expect((await t.call('GET', '/v1/rating/1', { token: token.accessToken })).body.mine).toBe(5)
  })

  it('keeps the count and average equal to the stored ratings under concurrent changes by many viewers', async () => {
    const t = makeTestApp()
    const viewers = []
    for (const phone of phones(12)) {
      viewers.push((await t.login(phone)).token.accessToken)
      t.advance(SEC)
    }
    // Every viewer sends a burst of changes and removals at once, interleaved with everyone else's.
    const calls = viewers.flatMap((token, i) => [
      t.call('PUT', '/v1/rating/3', { token, body: { stars: (i % 5) + 1 } }),
      t.call('PUT', '/v1/rating/3', { token, body: { stars: ((i + 2) % 5) + 1 } }),
      i % 3 === 0 ? t.call('DELETE', '/v1/rating/3', { token }) : t.call('PUT', '/v1/rating/3', { token, body: { stars: 5 } }),
      t.call('GET', '/v1/rating/3', { token }),
    ])
    const answers = await Promise.all(calls)
    expect(answers.every((a) => a.status === 200)).toBe(true)
    const truth = t.db.prepare('SELECT COUNT(*) AS count, COALESCE(SUM(stars), 0) AS total FROM ratings WHERE content_id = 3').get() as any
    const summary = (await t.call('GET', '/v1/rating/3')).body
    expect(summary).toMatchObject({ count: truth.count, total: truth.total })
    // Viewers 0, 3, 6 and 9 may end on a removal or a rating, depending on arrival order.
    expect(truth.count).toBeGreaterThanOrEqual(8)
    for (const a of answers) expect(a.body.average).toBeCloseTo(a.body.count ? a.body.total / a.body.count : 0, 2)
    expect(summary.average).toBeCloseTo(truth.total / truth.count, 2)
  })
})
