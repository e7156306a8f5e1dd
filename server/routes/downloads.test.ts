import { describe, expect, it } from 'vitest'
import { join } from 'node:path'
import { createApp, DEFAULT_ASSETS_DIR } from '../app.ts'
import { openDb } from '../db/open.ts'
import { loadSeed } from '../db/load-seed.ts'
import { fixtureCatalogue } from '../test-support/fixture-catalogue.ts'
import { DAY, HOUR, SEC, T0, makeTestApp, tempDir, type TestApp } from '../test-support/harness.ts'

const SUBSCRIBER = '959420000001'
const FREE_VIEWER = '959420000002'
const FREE_EPISODE = 200
const PAID_EPISODE = 201
// Every episode of the fixture catalogue: 28, more than the 25 a user may hold.
const EPISODES = [100, 200, 201, 202, ...Array.from({ length: 23 }, (_, i) => (i + 3) * 100)]

interface License {
  licenseId: string
  expiresAt: number
  url: string
  key: string
}

const app = (config: Parameters<typeof makeTestApp>[0] = {}) =>
  // Tokens outlive the months these tests move the clock through.
  makeTestApp({
    ...config,
    config: { assetsDir: DEFAULT_ASSETS_DIR, mediaEpisodeSeconds: 40, accessTokenTtlS: 400 * 86_400, ...config.config },
  })

async function tokenOf(t: TestApp, phone: string): Promise<string> {
  return (await t.login(phone)).token.accessToken
}
const issue = (t: TestApp, token: string | undefined, contentChildId: number | string, quality: unknown = '360p') =>
  t.call<License & { message: string }>('POST', '/v1/download/license', { token, body: { contentChildId, quality } })
const renew = (t: TestApp, token: string, id: string) =>
  t.call<License & { message: string }>('POST', `/v1/download/license/${id}/renew`, { token })
const release = (t: TestApp, token: string, id: string) => t.call('DELETE', `/v1/download/license/${id}`, { token })
const endSubscription = (t: TestApp, phone: string) => {
  const user = t.db.prepare<[string], { id: number }>('SELECT id FROM users WHERE phone = ?').get(phone)
  t.db.prepare('DELETE FROM subscriptions WHERE user_id = ?').run(user?.id)
  t.db.prepare('UPDATE users SET main_exp = 0, redeem_exp = 0 WHERE id = ?').run(user?.id)
}
const status = async (t: TestApp, path: string) => (await t.request('GET', path)).status

describe('POST /v1/download/license', () => {
  it('licenses a free episode to any logged-in viewer for 30 days, with a media grant to download it', async () => {
    const t = app()
    const token = await tokenOf(t, FREE_VIEWER)
    const res = await issue(t, token, FREE_EPISODE)
    expect(res.status).toBe(200)
    expect(res.res.headers.get('cache-control')).toBe('no-store')
    expect(res.body).toEqual({
      licenseId: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/),
      expiresAt: T0 + 30 * DAY,
      url: expect.stringMatching(/^\/media\/e\/200\/[^/]+\/master\.m3u8$/),
      key: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/),
    })
    expect(await status(t, res.body.url)).toBe(200)
    expect(await status(t, res.body.url.replace('master.m3u8', '720p/l1/seg_000.m4s'))).toBe(200)
  })

  it('licenses a paid episode to a subscriber', async () => {
    const t = app()
    const res = await issue(t, await tokenOf(t, SUBSCRIBER), PAID_EPISODE, '720p')
    expect(res.status).toBe(200)
    expect(res.body.url).toMatch(/^\/media\/e\/201\//)
  })

  it('an anonymous caller gets no licence: it is asked to log in (401)', async () => {
    const t = app()
    for (const ep of [FREE_EPISODE, PAID_EPISODE]) {
      const res = await issue(t, undefined, ep)
      expect(res.status).toBe(401)
      expect(res.body.url).toBeUndefined()
    }
  })

  it('a paid episode without a subscription gets no licence, and is told to subscribe', async () => {
    const t = app()
    const res = await issue(t, await tokenOf(t, FREE_VIEWER), PAID_EPISODE)
    expect(res.body).toEqual({ statusCode: 403, message: 'Please subscribe to view content' })
  })

  it('the 26th licence is refused and says the limit; a released one frees its place, a lapsed one too', async () => {
    const t = app()
    const token = await tokenOf(t, SUBSCRIBER)
    const held: License[] = []
    for (const ep of EPISODES.slice(0, 25)) {
      const res = await issue(t, token, ep)
      expect(res.status, String(ep)).toBe(200)
      held.push(res.body)
    }
    const refused = await issue(t, token, EPISODES[25]!)
    expect(refused.body).toEqual({ statusCode: 409, message: 'You can keep at most 25 downloads' })
    // Another device of the same user shares the 25.
    expect((await issue(t, await tokenOf(t, SUBSCRIBER), EPISODES[26]!)).status).toBe(409)
    expect((await release(t, token, held[0]!.licenseId)).body).toEqual({ success: true, message: 'Licence released' })
    expect((await issue(t, token, EPISODES[25]!)).status).toBe(200)
    expect((await issue(t, token, EPISODES[26]!)).status).toBe(409)
    t.advance(30 * DAY)
    expect((await issue(t, token, EPISODES[26]!)).status).toBe(200)
  })

  it('a retry from the same device for the same episode takes no second place among the 25', async () => {
    const t = app()
    const token = await tokenOf(t, SUBSCRIBER)
    const first = await issue(t, token, PAID_EPISODE, '360p')
    t.advance(HOUR)
    const again = await issue(t, token, PAID_EPISODE, '720p')
    expect(again.body.licenseId).toBe(first.body.licenseId)
    expect(again.body.expiresAt).toBe(T0 + HOUR + 30 * DAY)
    expect(t.db.prepare('SELECT COUNT(*) AS n FROM download_licenses').get()).toEqual({ n: 1 })
    // Another device keeps its own licence, so releasing one never ends the other's.
    const other = await issue(t, await tokenOf(t, SUBSCRIBER), PAID_EPISODE)
    expect(other.body.licenseId).not.toBe(first.body.licenseId)
  })

  it("a licence's grant opens only its own episode", async () => {
    const t = app()
    const res = await issue(t, await tokenOf(t, FREE_VIEWER), FREE_EPISODE)
    for (const other of [PAID_EPISODE, 100, 202]) {
      const moved = res.body.url.replace(`/media/e/${FREE_EPISODE}/`, `/media/e/${other}/`)
      expect(await status(t, moved), moved).toBe(403)
      expect(await status(t, moved.replace('master.m3u8', '240p/l0/seg_000.m4s')), moved).toBe(403)
    }
  })

  it('the grant lives DOWNLOAD_GRANT_TTL_S (a day by default), never past the licence', async () => {
    const t = app()
    const res = await issue(t, await tokenOf(t, FREE_VIEWER), FREE_EPISODE)
    t.advance(DAY - SEC)
    expect(await status(t, res.body.url)).toBe(200)
    t.advance(SEC)
    expect(await status(t, res.body.url)).toBe(403)

    const long = app({ config: { downloadGrantTtlS: 90 * 86_400 } })
    const capped = await issue(long, await tokenOf(long, FREE_VIEWER), FREE_EPISODE)
    long.advance(30 * DAY - SEC)
    expect(await status(long, capped.body.url)).toBe(200)
    long.advance(SEC)
    expect(await status(long, capped.body.url)).toBe(403)
  })

  it('names bad input: unknown episode 404, bad quality 400, a body that is not JSON 415', async () => {
    const t = app()
    const token = await tokenOf(t, SUBSCRIBER)
    expect((await issue(t, token, 999)).status).toBe(404)
    expect((await t.call('POST', '/v1/download/license', { token, body: { contentChildId: 200 } })).body.message).toBe(
      'quality is required',
    )
    for (const q of ['1080p', '', 360, null, '360P']) {
      const res = await issue(t, token, FREE_EPISODE, q)
      expect(res.status, String(q)).toBe(400)
      expect(res.body.message, String(q)).toContain('quality')
    }
    const text = await t.call('POST', '/v1/download/license', {
      token,
      body: JSON.stringify({ contentChildId: 200, quality: '360p' }),
      headers: { 'Content-Type': 'text/plain' },
    })
    expect(text.status).toBe(415)
    expect(t.db.prepare('SELECT COUNT(*) AS n FROM download_licenses').get()).toEqual({ n: 0 })
  })

  it('a licence answer is never written to the replay cache (its URL carries a grant)', async () => {
    const t = app()
    const token = await tokenOf(t, SUBSCRIBER)
    const first = await t.call<License>('POST', '/v1/download/license', {
      token,
      headers: { 'Idempotency-Key': 'dl-1' },
      body: { contentChildId: 201, quality: '360p' },
    })
    expect(first.status).toBe(200)
    expect(
      (await t.call('POST', `/v1/download/license/${first.body.licenseId}/renew`, { token, headers: { 'Idempotency-Key': 'dl-2' } }))
        .status,
    ).toBe(200)
    expect(t.db.prepare('SELECT * FROM replays').all()).toEqual([])
  })
})

describe('renewing and releasing a licence', () => {
  it('renewal gives 30 more days from now and a fresh grant', async () => {
    const t = app()
    const token = await tokenOf(t, SUBSCRIBER)
    const first = await issue(t, token, PAID_EPISODE)
    t.advance(20 * DAY)
    const res = await renew(t, token, first.body.licenseId)
    expect(res.status).toBe(200)
    expect(res.body).toEqual({
      licenseId: first.body.licenseId,
      expiresAt: T0 + 50 * DAY,
      url: expect.stringMatching(/^\/media\/e\/201\//),
      key: first.body.key,
    })
    expect(await status(t, first.body.url)).toBe(403)
    expect(await status(t, res.body.url)).toBe(200)
  })

  it('renewal after the subscription ended is refused with the subscribe message; a free episode still renews', async () => {
    const t = app()
    const token = await tokenOf(t, SUBSCRIBER)
    const paid = await issue(t, token, PAID_EPISODE)
    const free = await issue(t, token, FREE_EPISODE)
    endSubscription(t, SUBSCRIBER)
    expect((await renew(t, token, paid.body.licenseId)).body).toEqual({ statusCode: 403, message: 'Please subscribe to view content' })
    expect((await renew(t, token, free.body.licenseId)).status).toBe(200)
  })

  it("another user's licence id can be neither renewed nor released, and gives nothing away", async () => {
    const t = app()
    const owner = await tokenOf(t, SUBSCRIBER)
    const mine = await issue(t, owner, FREE_EPISODE)
    const thief = await tokenOf(t, FREE_VIEWER)
    const stolen = await renew(t, thief, mine.body.licenseId)
    expect(stolen.body).toEqual({ statusCode: 404, message: 'Licence not found' })
    expect((await release(t, thief, mine.body.licenseId)).body).toEqual({ statusCode: 404, message: 'Licence not found' })
    // The owner's licence is untouched.
    expect((await renew(t, owner, mine.body.licenseId)).status).toBe(200)
  })

  it('a released licence cannot be renewed, nor released twice', async () => {
    const t = app()
    const token = await tokenOf(t, SUBSCRIBER)
    const lic = await issue(t, token, PAID_EPISODE)
    expect((await release(t, token, lic.body.licenseId)).status).toBe(200)
    expect((await renew(t, token, lic.body.licenseId)).status).toBe(404)
    expect((await release(t, token, lic.body.licenseId)).status).toBe(404)
  })

  it('a guessed or malformed licence id finds nothing', async () => {
    const t = app()
    const token = await tokenOf(t, SUBSCRIBER)
    await issue(t, token, PAID_EPISODE)
    for (const id of ['A'.repeat(22), '1', '%27%20OR%201%3D1%20--', '..%2F..%2Fx', 'x'.repeat(500), '%00']) {
      expect((await renew(t, token, id)).status, id).toBe(404)
      expect((await release(t, token, id)).status, id).toBe(404)
    }
    expect(t.db.prepare('SELECT COUNT(*) AS n FROM download_licenses').get()).toEqual({ n: 1 })
  })

  it('renewing lapsed licences cannot take the user past 25', async () => {
    const t = app()
    const token = await tokenOf(t, SUBSCRIBER)
    const old = await issue(t, token, EPISODES[0]!)
    t.advance(31 * DAY)
    for (const ep of EPISODES.slice(1, 26)) expect((await issue(t, token, ep)).status, String(ep)).toBe(200)
    expect((await renew(t, token, old.body.licenseId)).body).toEqual({ statusCode: 409, message: 'You can keep at most 25 downloads' })
  })

  it('anonymous renew and release are 401', async () => {
    const t = app()
    const lic = await issue(t, await tokenOf(t, SUBSCRIBER), PAID_EPISODE)
    expect((await t.call('POST', `/v1/download/license/${lic.body.licenseId}/renew`)).status).toBe(401)
    expect((await t.call('DELETE', `/v1/download/license/${lic.body.licenseId}`)).status).toBe(401)
  })

  it('logout releases the licences of that device only', async () => {
    const t = app()
    const phone = await t.login(SUBSCRIBER)
    const laptop = await tokenOf(t, SUBSCRIBER)
    await issue(t, phone.token.accessToken, PAID_EPISODE)
    const kept = await issue(t, laptop, 202)
    const out = await t.call('POST', '/v1/auth/logout', {
      token: phone.token.accessToken,
      body: { refreshToken: phone.token.refreshToken },
    })
    expect(out.status).toBe(200)
    expect(t.db.prepare('SELECT id FROM download_licenses').all()).toEqual([{ id: kept.body.licenseId }])
  })
})

describe('licences in the database', () => {
  it('licences and the limit survive a restart', async () => {
    const file = join(tempDir('licences-'), 'app.db')
    let now = T0
    const start = () => {
      const db = openDb(file)
      return {
        db,
        app: createApp({
          db,
          now: () => now,
          log: () => undefined,
          config: { assetsDir: DEFAULT_ASSETS_DIR, accessTokenTtlS: 86_400, otpProofPrefix: null },
        }),
      }
    }
    const first = start()
    loadSeed(first.db, fixtureCatalogue, T0, { demo: true })
    const call = (a: ReturnType<typeof start>, method: string, path: string, token?: string, body?: unknown) =>
      a.app.request(`http://localhost${path}`, {
        method,
        headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
        body: body === undefined ? undefined : JSON.stringify(body),
      })
    await call(first, 'POST', '/v1/auth/send-otp', undefined, { phone: SUBSCRIBER })
    const code = first.db.prepare<[string], { code: string }>('SELECT code FROM otps WHERE phone = ?').get(SUBSCRIBER)?.code
    const login = (await (
      await call(first, 'POST', '/v1/auth/verify-otp', undefined, { phone: SUBSCRIBER, code, platform: 'pwa' })
    ).json()) as { token: { accessToken: string } }
    const token = login.token.accessToken
    const ids: string[] = []
    for (const ep of EPISODES.slice(0, 25))
      ids.push(
        ((await (await call(first, 'POST', '/v1/download/license', token, { contentChildId: ep, quality: '240p' })).json()) as License)
          .licenseId,
      )
    first.db.close()
    now += HOUR
    const second = start()
    expect((await call(second, 'POST', '/v1/download/license', token, { contentChildId: EPISODES[25], quality: '240p' })).status).toBe(409)
    expect((await call(second, 'POST', `/v1/download/license/${ids[3]}/renew`, token)).status).toBe(200)
    second.db.close()
  })
})

describe('renewal bodies', () => {
  it('a cross-site text/plain body to renew is refused with 415; no body or a JSON one renews', async () => {
    const t = app()
    const token = await tokenOf(t, SUBSCRIBER)
    const lic = await issue(t, token, PAID_EPISODE)
    const path = `/v1/download/license/${lic.body.licenseId}/renew`
    expect((await t.call('POST', path, { token, body: '{}', headers: { 'Content-Type': 'text/plain' } })).status).toBe(415)
    expect((await t.call('POST', path, { token })).status).toBe(200)
    expect((await t.call('POST', path, { token, body: {} })).status).toBe(200)
  })
})
