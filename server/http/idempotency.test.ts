import { describe, expect, it } from 'vitest'
import { join } from 'node:path'
import Database from 'better-sqlite3'
import { openDb } from '../db/open.ts'
import { HOUR, makeTestApp, SEC, tempDir } from '../test-support/harness.ts'

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
    const res = await t.call('POST', '/v1/auth/send-otp', {
      headers: { 'Idempotency-Key': 'x'.repeat(201) },
      body: { phone: '959420000001' },
    })
    expect(res.status).toBe(400)
    expect(res.body.message).toContain('Idempotency-Key')
  })
})

describe('the replay cache hands nothing to another caller', () => {
  async function heToken(t: ReturnType<typeof makeTestApp>): Promise<string> {
    const res = await t.request('GET', '/he/check?redirect=/', { peer: '127.0.0.1', headers: { 'X-MSISDN': '959971234567' } })
    return new URL(res.headers.get('location') ?? '', 'http://localhost').searchParams.get('token') ?? ''
  }

  it("another anonymous caller reusing a login's Idempotency-Key does not get its tokens", async () => {
    const t = makeTestApp()
    const headers = { 'Idempotency-Key': 'login-1' }
    const victim = await t.call('POST', '/v1/auth/verify-he-login', { headers, peer: '198.51.100.20', body: { token: await heToken(t) } })
    expect(victim.status).toBe(200)
    const thief = await t.call('POST', '/v1/auth/verify-he-login', { headers, peer: '198.51.100.99', body: {} })
    expect(thief.status).toBe(400)
    expect(JSON.stringify(thief.body)).not.toContain(victim.body.token.accessToken)
    expect(thief.res.headers.get('idempotent-replayed')).toBeNull()
  })

  it('the same anonymous caller reusing the key with another body gets no tokens either', async () => {
    const t = makeTestApp()
    const headers = { 'Idempotency-Key': 'login-1' }
    const peer = '198.51.100.20'
    const first = await t.call('POST', '/v1/auth/verify-he-login', { headers, peer, body: { token: await heToken(t) } })
    const again = await t.call('POST', '/v1/auth/verify-he-login', { headers, peer, body: {} })
    expect(again.status).toBe(400)
    expect(JSON.stringify(again.body)).not.toContain(first.body.token.accessToken)
  })

  it.each([
    ['verify-otp', '/v1/auth/verify-otp'],
    ['verify-he-login', '/v1/auth/verify-he-login'],
    ['refresh-token', '/v1/auth/refresh-token'],
  ])('tokens from %s are never written to the replay cache', async (_name, path) => {
    const t = makeTestApp()
    const headers = { 'Idempotency-Key': `k-${path}` }
    const phone = '959420000007'
    let body: Record<string, unknown>
    if (path === '/v1/auth/verify-otp') {
      await t.call('POST', '/v1/auth/send-otp', { body: { phone } })
      body = { phone, code: t.otp(phone), platform: 'pwa' }
    } else if (path === '/v1/auth/verify-he-login') {
      body = { token: await heToken(t) }
    } else {
      body = { refreshToken: (await t.login(phone)).token.refreshToken }
    }
    const res = await t.call('POST', path, { headers, body, peer: '198.51.100.20' })
    expect(res.status).toBe(200)
    // Whatever the cache's table is called: no row, and no token anywhere in it.
    const tables = t.db
      .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name IN ('replays', 'idempotency')")
      .all() as Array<{ name: string }>
    const rows = tables.flatMap(({ name }) => t.db.prepare(`SELECT * FROM ${name}`).all())
    expect(rows).toEqual([])
    const tokens = [res.body.token?.accessToken, res.body.token?.refreshToken, res.body.accessToken, res.body.refreshToken]
    for (const token of tokens.filter(Boolean)) expect(JSON.stringify(rows)).not.toContain(token)
  })

  it('a media grant from the stream call is never written to the replay cache', async () => {
    const t = makeTestApp()
    const { token } = await t.login('959420000009')
    const headers = { 'Idempotency-Key': 'stream-1', Authorization: `Bearer ${token.accessToken}` }
    const free = t.db.prepare<[], { id: number }>('SELECT id FROM episodes WHERE is_free = 1 LIMIT 1').get()
    const body = { contentChildId: free?.id, platform: 'pwa', deviceId: 'd1' }
    const res = await t.call('POST', '/v1/streaming/content', { headers, body })
    expect(res.status).toBe(200)
    expect(res.body.url).toMatch(/^\/media\/e\//)
    expect(t.db.prepare('SELECT * FROM replays').all()).toEqual([])
  })

  it('an anonymous key is scoped to the client address: another client runs its own call', async () => {
    const t = makeTestApp()
    const headers = { 'Idempotency-Key': 'send-1' }
    const body = { phone: '959420000008' }
    expect((await t.call('POST', '/v1/auth/send-otp', { headers, body, peer: '198.51.100.20' })).status).toBe(200)
    const other = await t.call('POST', '/v1/auth/send-otp', { headers, body, peer: '198.51.100.21' })
    expect(other.res.headers.get('idempotent-replayed')).toBeNull()
    const same = await t.call('POST', '/v1/auth/send-otp', { headers, body, peer: '198.51.100.20' })
    expect(same.res.headers.get('idempotent-replayed')).toBe('true')
  })

  it('the same key with a different body gets 422 and changes nothing', async () => {
    const t = makeTestApp()
    const { token } = await t.login()
    const headers = { 'Idempotency-Key': 'fav-x' }
    expect((await t.call('POST', '/v1/favorite', { token: token.accessToken, headers, body: { contentId: 1 } })).status).toBe(200)
    const other = await t.call('POST', '/v1/favorite', { token: token.accessToken, headers, body: { contentId: 2 } })
    expect(other.status).toBe(422)
    expect(other.body.message).toContain('Idempotency-Key')
    const favorites = await t.call('GET', '/v1/favorite', { token: token.accessToken })
    expect(favorites.body.items.map((i: { id: number }) => i.id)).toEqual([1])
  })
})

describe('upgrading a database', () => {
  it('drops the old shared cache, and the tokens it kept in plain text with it', () => {
    const file = join(tempDir(), 'old.db')
    const old = new Database(file)
    old.exec(`CREATE TABLE idempotency (key TEXT, scope TEXT, method TEXT, path TEXT, status INTEGER, content_type TEXT, body TEXT, created_at INTEGER);
      INSERT INTO idempotency VALUES ('login-1', 'anonymous', 'POST', '/v1/auth/verify-he-login', 200, 'application/json', '{"token":{"accessToken":"plain"}}', 0);`)
    old.close()
    const db = openDb(file)
    expect(db.prepare("SELECT name FROM sqlite_master WHERE name = 'idempotency'").get()).toBeUndefined()
    db.close()
  })
})
