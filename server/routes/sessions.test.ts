import { describe, expect, it } from 'vitest'
import { join } from 'node:path'
import { makeTestApp, SEC, tempDir, type TestApp } from '../test-support/harness.ts'
import { openDb } from '../db/open.ts'

const PHONE = '959420000009'

const refresh = (t: TestApp, refreshToken: string) => t.call('POST', '/v1/auth/refresh-token', { body: { refreshToken } })
const profileStatus = async (t: TestApp, accessToken: string) => (await t.call('GET', '/v1/user/profile', { token: accessToken })).status
const logout = (t: TestApp, o: { accessToken?: string; refreshToken?: string }) =>
  t.call('POST', '/v1/auth/logout', { token: o.accessToken, body: o.refreshToken ? { refreshToken: o.refreshToken } : {} })

describe('logout ends the session on the server', () => {
  it('an access token kept after logout gets 401', async () => {
    const t = makeTestApp()
    const { token } = await t.login(PHONE)
    const res = await logout(t, token)
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ success: true, message: expect.any(String) })
    expect(await profileStatus(t, token.accessToken)).toBe(401)
  })

  it('a refresh token kept after logout cannot mint a new pair', async () => {
    const t = makeTestApp()
    const { token } = await t.login(PHONE)
    await logout(t, { accessToken: token.accessToken })
    expect((await refresh(t, token.refreshToken)).status).toBe(401)
  })

  it('a device whose access token lapsed still ends its session with the refresh token alone', async () => {
    const t = makeTestApp({ config: { accessTokenTtlS: 60 } })
    const { token } = await t.login(PHONE)
    t.advance(2 * 60 * SEC)
    expect((await logout(t, { refreshToken: token.refreshToken })).status).toBe(200)
    expect((await refresh(t, token.refreshToken)).status).toBe(401)
  })

  it('an expired access token still names its session for logout', async () => {
    const t = makeTestApp({ config: { accessTokenTtlS: 60 } })
    const { token } = await t.login(PHONE)
    t.advance(2 * 60 * SEC)
    await logout(t, { accessToken: token.accessToken })
    expect((await refresh(t, token.refreshToken)).status).toBe(401)
  })

  it('the pair kept for the grace window does not outlive logout', async () => {
    const t = makeTestApp()
    const { token } = await t.login(PHONE)
    const next = (await refresh(t, token.refreshToken)).body
    await logout(t, next)
    const replay = await refresh(t, token.refreshToken)
    expect(replay.status).toBe(401)
    expect(JSON.stringify(replay.body)).not.toContain(next.accessToken)
    expect(await profileStatus(t, next.accessToken)).toBe(401)
  })

  it("one device's logout leaves the user's other devices logged in", async () => {
    const t = makeTestApp()
    const a = await t.login(PHONE)
    const b = await t.login(PHONE)
    await logout(t, a.token)
    expect(await profileStatus(t, a.token.accessToken)).toBe(401)
    expect(await profileStatus(t, b.token.accessToken)).toBe(200)
  })

  it("someone else's unknown token ends nothing and answers like any logout", async () => {
    const t = makeTestApp()
    const a = await t.login(PHONE)
    const res = await logout(t, { accessToken: 'forged', refreshToken: 'forged' })
    expect(res.status).toBe(200)
    expect(await profileStatus(t, a.token.accessToken)).toBe(200)
  })

  it('a logout without any token is refused with 403', async () => {
    const t = makeTestApp()
    const res = await logout(t, {})
    expect(res.status).toBe(403)
  })
})

describe('refresh token reuse', () => {
  it('a refresh token replayed after the 30 s grace window ends the session, including the pair it was exchanged for', async () => {
    const t = makeTestApp()
    const { token } = await t.login(PHONE)
    const next = (await refresh(t, token.refreshToken)).body
    t.advance(31 * SEC)
    const replay = await refresh(t, token.refreshToken)
    expect(replay.status).toBe(401)
    expect(await profileStatus(t, next.accessToken)).toBe(401)
    expect((await refresh(t, next.refreshToken)).status).toBe(401)
  })

  it("a thief who refreshes first loses the session when the owner's copy of the token comes back", async () => {
    const t = makeTestApp()
    const { token } = await t.login(PHONE)
    t.advance(5 * 60 * SEC)
    const thief = (await refresh(t, token.refreshToken)).body
    t.advance(60 * SEC)
    expect((await refresh(t, token.refreshToken)).status).toBe(401)
    expect(await profileStatus(t, thief.accessToken)).toBe(401)
    expect((await refresh(t, thief.refreshToken)).status).toBe(401)
  })

  it('ends the session for a replay of an older token further back in the chain', async () => {
    const t = makeTestApp()
    const { token } = await t.login(PHONE)
    const second = (await refresh(t, token.refreshToken)).body
    t.advance(31 * SEC)
    const third = (await refresh(t, second.refreshToken)).body
    t.advance(31 * SEC)
    expect((await refresh(t, token.refreshToken)).status).toBe(401)
    expect(await profileStatus(t, third.accessToken)).toBe(401)
  })

  it('a reuse within the grace window (tabs refreshing together) still gets the same pair and ends nothing', async () => {
    const t = makeTestApp()
    const { token } = await t.login(PHONE)
    const first = await refresh(t, token.refreshToken)
    t.advance(30 * SEC)
    const second = await refresh(t, token.refreshToken)
    expect(second.body).toEqual(first.body)
    expect(await profileStatus(t, first.body.accessToken)).toBe(200)
  })

  it("ends only the replayed session, never the user's other devices", async () => {
    const t = makeTestApp()
    const a = await t.login(PHONE)
    const b = await t.login(PHONE)
    await refresh(t, a.token.refreshToken)
    t.advance(31 * SEC)
    await refresh(t, a.token.refreshToken)
    expect(await profileStatus(t, b.token.accessToken)).toBe(200)
  })
})

describe('a device displaced by the device limit', () => {
  /** The user's rows in each token table. */
  const tokenRows = (t: TestApp) =>
    (['access_tokens', 'refresh_tokens'] as const).map(
      (table) =>
        (
          t.db.prepare(`SELECT COUNT(*) AS n FROM ${table} WHERE user_id = (SELECT id FROM users WHERE phone = ?)`).get(PHONE) as {
            n: number
          }
        ).n,
    )

  it("keeps none of the displaced device's tokens (nor a pair kept for its grace window) in the token tables", async () => {
    const t = makeTestApp({ config: { maxDevices: 1 } })
    const a = await t.login(PHONE)
    await refresh(t, a.token.refreshToken)
    await t.login(PHONE)
    // One live device remains: one access and one refresh token, and no stored successor pair.
    expect(tokenRows(t)).toEqual([1, 1])
    const kept = t.db.prepare('SELECT COUNT(*) AS n FROM refresh_tokens WHERE successor IS NOT NULL').get() as { n: number }
    expect(kept.n).toBe(0)
  })

  it('still hears 511 on every call and on refresh, with the spec message', async () => {
    const t = makeTestApp({ config: { maxDevices: 1 } })
    const a = await t.login(PHONE)
    await t.login(PHONE)
    const call = await t.call('GET', '/v1/user/profile', { token: a.token.accessToken })
    expect(call.status).toBe(511)
    expect(call.body).toEqual({ statusCode: 511, message: 'User is using on multiple devices' })
    expect((await refresh(t, a.token.refreshToken)).status).toBe(511)
  })

  it('keeps answering 511 to the pair its last refresh produced', async () => {
    const t = makeTestApp({ config: { maxDevices: 1 } })
    const a = await t.login(PHONE)
    const next = (await refresh(t, a.token.refreshToken)).body
    await t.login(PHONE)
    expect(await profileStatus(t, next.accessToken)).toBe(511)
    expect((await refresh(t, next.refreshToken)).status).toBe(511)
    expect((await refresh(t, a.token.refreshToken)).status).toBe(511)
  })
})

describe('a stolen copy of the database', () => {
  /** Every value of every table, as a thief reading the file would see them. */
  const everything = (t: TestApp) => {
    const tables = t.db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all() as { name: string }[]
    return tables.map(({ name }) => JSON.stringify(t.db.prepare(`SELECT * FROM "${name}"`).all())).join('\n')
  }

  it('holds no token in the clear during the grace window of a refresh, nor after it', async () => {
    const t = makeTestApp()
    const { token } = await t.login(PHONE)
    const next = (await refresh(t, token.refreshToken)).body
    const file = everything(t)
    for (const secret of [token.accessToken, token.refreshToken, next.accessToken, next.refreshToken]) {
      expect(file).not.toContain(secret)
    }
    // Tabs that refresh together still share the pair, from the server's memory.
    expect((await refresh(t, token.refreshToken)).body).toEqual(next)
    t.advance(31 * SEC)
    expect(everything(t)).not.toContain(next.refreshToken)
  })

  it('a database written with a plain successor pair loses it when the server opens it', () => {
    const file = join(tempDir(), 'app.db')
    const old = openDb(file)
    old.exec(`INSERT INTO users (id, phone, name, created_at) VALUES (1, '959420000009', 'A', 0);
      INSERT INTO sessions (id, user_id, created_at, expires_at) VALUES ('s', 1, 0, 9e15);
      INSERT INTO refresh_tokens (hash, session_id, user_id, expires_at, used_at, successor)
        VALUES ('h', 's', 1, 9e15, 0, '{"accessToken":"live-a","refreshToken":"live-r"}');`)
    old.close()
    const db = openDb(file)
    expect(db.prepare('SELECT successor FROM refresh_tokens').all()).toEqual([{ successor: null }])
    db.close()
  })
})
