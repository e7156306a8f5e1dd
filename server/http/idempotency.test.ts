import { describe, expect, it } from 'vitest'
import { HOUR, makeTestApp, SEC } from '../test-support/harness.ts'

describe('Idempotency-Key', () => {
  it('replays the first answer to a repeated redeem and applies it once', async () => {
    const t = makeTestApp()
    const { token, userInfo } = await t.login()
    const opts = { token: token.accessToken, headers: { 'Idempotency-Key': 'redeem-1' }, body: { userId: userInfo.id, code: 'WELCOME7' } }
    const first = await t.call('POST', '/v1/redeem', opts)
    const second = await t.call('POST', '/v1/redeem', opts)
    expect(first.status).toBe(200)
    expect(second.status).toBe(200)
    expect(second.body).toEqual(first.body)
    expect(second.res.headers.get('idempotent-replayed')).toBe('true')
    // Without the key the code is spent, which shows the replay did not run the redeem again.
    const fresh = await t.call('POST', '/v1/redeem', { ...opts, headers: {} })
    expect(fresh.status).toBe(400)
    const sub = await t.call('GET', `/v1/subscription?userId=${userInfo.id}`, { token: token.accessToken })
    expect(sub.body.redeemBalance).toBe(7)
  })

  it('replays an error answer with its status too', async () => {
    const t = makeTestApp()
    const { token, userInfo } = await t.login()
    const opts = { token: token.accessToken, headers: { 'Idempotency-Key': 'k' }, body: { userId: userInfo.id, code: 'NOPE' } }
    const first = await t.call('POST', '/v1/redeem', opts)
    const second = await t.call('POST', '/v1/redeem', opts)
    expect([first.status, second.status]).toEqual([400, 400])
    expect(second.body).toEqual(first.body)
  })

  it('applies two favorite POSTs with the same key once', async () => {
    const t = makeTestApp()
    const { token } = await t.login()
    const opts = { token: token.accessToken, headers: { 'Idempotency-Key': 'fav-1' }, body: { contentId: 1 } }
    const answers = await Promise.all([t.call('POST', '/v1/favorite', opts), t.call('POST', '/v1/favorite', opts)])
    expect(answers.map((a) => a.body)).toEqual([{ success: true }, { success: true }])
    const replayed = answers.filter((a) => a.res.headers.get('idempotent-replayed') === 'true')
    expect(replayed).toHaveLength(1)
    // The replay must not re-apply: a delete in between stays deleted.
    await t.call('DELETE', '/v1/favorite', { token: token.accessToken, body: { contentId: 1 } })
    await t.call('POST', '/v1/favorite', opts)
    expect((await t.call('GET', '/v1/favorite', { token: token.accessToken })).body.total).toBe(0)
  })

  it('scopes keys by user, method and path', async () => {
    const t = makeTestApp()
    const a = await t.login('959420000001')
    const b = await t.login('959420000002')
    const headers = { 'Idempotency-Key': 'same' }
    await t.call('POST', '/v1/favorite', { token: a.token.accessToken, headers, body: { contentId: 1 } })
    await t.call('POST', '/v1/favorite', { token: b.token.accessToken, headers, body: { contentId: 2 } })
    await t.call('POST', '/v1/watch_history', { token: b.token.accessToken, headers, body: { childId: 100, duration: 10, position: 1 } })
    expect((await t.call('GET', '/v1/favorite', { token: b.token.accessToken })).body.items[0].id).toBe(2)
    expect((await t.call('GET', '/v1/watch_history', { token: b.token.accessToken })).body.total).toBe(1)
  })

  it('forgets keys after 24 hours', async () => {
    const t = makeTestApp({ config: { accessTokenTtlS: 2 * 86_400 } })
    const { token } = await t.login()
    const opts = { token: token.accessToken, headers: { 'Idempotency-Key': 'h' }, body: { childId: 100, duration: 10, position: 1 } }
    await t.call('POST', '/v1/watch_history', opts)
    t.advance(24 * HOUR - SEC)
    expect((await t.call('POST', '/v1/watch_history', opts)).res.headers.get('idempotent-replayed')).toBe('true')
    t.advance(2 * SEC)
    expect((await t.call('POST', '/v1/watch_history', opts)).res.headers.get('idempotent-replayed')).toBeNull()
  })

  it('does not store a 401, so the retry after a token refresh runs', async () => {
    const t = makeTestApp()
    const { token } = await t.login()
    const headers = { 'Idempotency-Key': 'r' }
    expect((await t.call('POST', '/v1/favorite', { token: 'stale', headers, body: { contentId: 1 } })).status).toBe(401)
    expect((await t.call('POST', '/v1/favorite', { token: 'stale', headers, body: { contentId: 1 } })).status).toBe(401)
    expect((await t.call('POST', '/v1/favorite', { token: token.accessToken, headers, body: { contentId: 1 } })).status).toBe(200)
  })

  it('rejects an over-long key with 400 naming Idempotency-Key', async () => {
    const t = makeTestApp()
    const res = await t.call('POST', '/v1/auth/send-otp', { headers: { 'Idempotency-Key': 'x'.repeat(201) }, body: { phone: '959420000001' } })
    expect(res.status).toBe(400)
    expect(res.body.message).toContain('Idempotency-Key')
  })
})
