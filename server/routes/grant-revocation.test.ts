import { describe, expect, it } from 'vitest'
import { DEFAULT_ASSETS_DIR } from '../app.ts'
import type { AppConfig } from '../http/types.ts'
import { DAY, SEC, makeTestApp, type AuthBody, type TestApp } from '../test-support/harness.ts'

// A grant ends with what it was given for: a stream grant with its session, a download grant with
// its licence. Each test is named by the attack it stops.
const SUBSCRIBER = '959420000001'
const PAID_EPISODE = 201
// Every episode of the fixture catalogue: more than the 25 a user may hold.
const EPISODES = [100, 200, 201, 202, ...Array.from({ length: 23 }, (_, i) => (i + 3) * 100)]

const app = (config: Partial<AppConfig> = {}) =>
  makeTestApp({ config: { assetsDir: DEFAULT_ASSETS_DIR, mediaEpisodeSeconds: 40, accessTokenTtlS: 400 * 86_400, ...config } })

const streamDir = async (t: TestApp, accessToken: string, episode = PAID_EPISODE) => {
  const res = await t.call<{ url: string }>('POST', '/v1/streaming/content', {
    token: accessToken,
    body: { contentChildId: episode, platform: 'pwa', deviceId: 'd' },
  })
  expect(res.status).toBe(200)
  return res.body.url.replace(/master\.m3u8$/, '')
}
const licence = async (t: TestApp, accessToken: string, episode: number) => {
  const res = await t.call<{ licenseId: string; url: string }>('POST', '/v1/download/license', {
    token: accessToken,
    body: { contentChildId: episode, quality: '240p' },
  })
  expect(res.status, String(episode)).toBe(200)
  return { id: res.body.licenseId, dir: res.body.url.replace(/master\.m3u8$/, '') }
}
const release = (t: TestApp, accessToken: string, id: string) => t.call('DELETE', `/v1/download/license/${id}`, { token: accessToken })
const logout = (t: TestApp, login: AuthBody) =>
  t.call('POST', '/v1/auth/logout', { token: login.token.accessToken, body: { refreshToken: login.token.refreshToken } })
const status = async (t: TestApp, path: string) => (await t.request('GET', path)).status
/** What a grant opens: a playlist, a segment and the key. */
const opens = async (t: TestApp, dir: string) => {
  const codes = [await status(t, `${dir}240p/index.m3u8`), await status(t, `${dir}240p/l0/seg_000.m4s`), await status(t, `${dir}240p/key`)]
  if (codes.every((c) => c === 200)) return true
  expect(codes).toEqual([403, 403, 403])
  return false
}

describe('download grants end with their licence', () => {
  it("a released licence's grant no longer serves media", async () => {
    const t = app()
    const login = await t.login(SUBSCRIBER)
    const { id, dir } = await licence(t, login.token.accessToken, PAID_EPISODE)
    expect(await opens(t, dir)).toBe(true)
    expect((await release(t, login.token.accessToken, id)).status).toBe(200)
    expect(await opens(t, dir)).toBe(false)
  })

  it('a licence released by logout takes its grant with it', async () => {
    const t = app()
    const login = await t.login(SUBSCRIBER)
    const { dir } = await licence(t, login.token.accessToken, PAID_EPISODE)
    expect((await logout(t, login)).status).toBe(200)
    expect(await opens(t, dir)).toBe(false)
  })

  it("a lapsed licence's grant no longer serves media, even from a long grant lifetime", async () => {
    const t = app({ downloadGrantTtlS: 60 * 86_400 })
    const login = await t.login(SUBSCRIBER)
    const { dir } = await licence(t, login.token.accessToken, PAID_EPISODE)
    t.advance(30 * DAY - SEC)
    expect(await opens(t, dir)).toBe(true)
    t.advance(SEC)
    expect(await opens(t, dir)).toBe(false)
  })

  it('releasing and keeping grants does not bypass the 25-licence cap', async () => {
    const t = app()
    const token = (await t.login(SUBSCRIBER)).token.accessToken
    const held = []
    for (const ep of EPISODES.slice(0, 25)) held.push(await licence(t, token, ep))
    // The attack: release a licence to free its place, keep its grant, take a licence for another episode.
    for (const [i, ep] of EPISODES.slice(25).entries()) {
      const freed = held[i]
      if (!freed) throw new Error('no licence held')
      expect((await release(t, token, freed.id)).status).toBe(200)
      held.push(await licence(t, token, ep))
    }
    let open = 0
    for (const h of held) if (await opens(t, h.dir)) open++
    expect(held.length).toBe(EPISODES.length)
    expect(open).toBe(25)
  })

  it('renewing a licence keeps its grant bound to it: the renewed grant too ends at release', async () => {
    const t = app()
    const token = (await t.login(SUBSCRIBER)).token.accessToken
    const { id } = await licence(t, token, PAID_EPISODE)
    const renewed = await t.call<{ url: string }>('POST', `/v1/download/license/${id}/renew`, { token })
    const dir = renewed.body.url.replace(/master\.m3u8$/, '')
    expect(await opens(t, dir)).toBe(true)
    await release(t, token, id)
    expect(await opens(t, dir)).toBe(false)
  })
})

describe('stream grants end with their session', () => {
  it('a grant of a logged-out session no longer serves media', async () => {
    const t = app()
    const login = await t.login(SUBSCRIBER)
    const dir = await streamDir(t, login.token.accessToken)
    expect(await opens(t, dir)).toBe(true)
    expect((await logout(t, login)).status).toBe(200)
    expect(await opens(t, dir)).toBe(false)
  })

  it('a grant of a session displaced by a login on another device no longer serves media', async () => {
    const t = app({ maxDevices: 1 })
    const first = await t.login(SUBSCRIBER)
    const dir = await streamDir(t, first.token.accessToken)
    expect(await opens(t, dir)).toBe(true)
    t.advance(61 * SEC)
    const second = await t.login(SUBSCRIBER)
    expect(await opens(t, dir)).toBe(false)
    expect(await opens(t, await streamDir(t, second.token.accessToken))).toBe(true)
  })

  it('a grant of a session ended by refresh-token reuse no longer serves media', async () => {
    const t = app()
    const login = await t.login(SUBSCRIBER)
    const dir = await streamDir(t, login.token.accessToken)
    const refresh = () => t.call('POST', '/v1/auth/refresh-token', { body: { refreshToken: login.token.refreshToken } })
    expect((await refresh()).status).toBe(200)
    t.advance(31 * SEC)
    // The stolen token replayed after the grace window ends the session.
    expect((await refresh()).status).toBe(401)
    expect(await opens(t, dir)).toBe(false)
  })

  it("logging out on one device leaves another device's grant working", async () => {
    const t = app()
    const a = await t.login(SUBSCRIBER)
    t.advance(61 * SEC)
    const b = await t.login(SUBSCRIBER)
    const [dirA, dirB] = [await streamDir(t, a.token.accessToken), await streamDir(t, b.token.accessToken)]
    await logout(t, a)
    expect(await opens(t, dirA)).toBe(false)
    expect(await opens(t, dirB)).toBe(true)
  })
})
