import { describe, expect, it } from 'vitest'
import { makeTestApp, MIN, SEC } from '../test-support/harness.ts'

const ids = (body: { items: { id: number }[] }) => body.items.map((i) => i.id)

describe('user profile', () => {
  it('returns user info and the subscription summary', async () => {
    const t = makeTestApp()
    const { token, userInfo } = await t.login('959420000001')
    const { body } = await t.call('GET', '/v1/user/profile', { token: token.accessToken })
    expect(body.userInfo).toEqual({ id: userInfo.id, name: 'Demo Premium', phone: '959420000001' })
    expect(body.subscription).toMatchObject({ isPremiumUser: true, mainBalance: 30, redeemBalance: 0 })
    expect(body.subscription.subscriptions).toEqual([{ provider: 'mpt', account: '959420000001', planId: 1, renews: true }])
  })

  it('renames the user with PUT, trimming the name', async () => {
    const t = makeTestApp()
    const { token } = await t.login()
    const res = await t.call('PUT', '/v1/user/profile', { token: token.accessToken, body: { name: '  Ma Ma  ' } })
    expect(res.status).toBe(200)
    expect(res.body.userInfo.name).toBe('Ma Ma')
    expect((await t.call('GET', '/v1/user/profile', { token: token.accessToken })).body.userInfo.name).toBe('Ma Ma')
  })

  it.each([[''], ['   '], ['x'.repeat(61)], [5]])('rejects the name %j with 400 naming name', async (name) => {
    const t = makeTestApp()
    const { token } = await t.login()
    const res = await t.call('PUT', '/v1/user/profile', { token: token.accessToken, body: { name } })
    expect(res.status).toBe(400)
    expect(res.body.message).toContain('name')
  })

  it('needs a login (403) and a live token (401)', async () => {
    const t = makeTestApp()
    expect((await t.call('PUT', '/v1/user/profile', { body: { name: 'A' } })).status).toBe(403)
    expect((await t.call('PUT', '/v1/user/profile', { token: 'old', body: { name: 'A' } })).status).toBe(401)
  })
})

describe('favorites', () => {
  it('adds, lists newest first, removes and clears', async () => {
    const t = makeTestApp()
    const { token } = await t.login()
    const auth = { token: token.accessToken }
    for (const contentId of [1, 2, 3]) {
      const res = await t.call('POST', '/v1/favorite', { ...auth, body: { contentId } })
      expect(res.body).toEqual({ success: true })
      t.advance(SEC)
    }
    const list = await t.call('GET', '/v1/favorite?page=1', auth)
    expect(ids(list.body)).toEqual([3, 2, 1])
    expect(list.body).toMatchObject({ page: 1, pageSize: 20, total: 3 })
    expect(list.body.items[0]).toHaveProperty('posterImg')
    expect((await t.call('DELETE', '/v1/favorite', { ...auth, body: { contentId: 2 } })).body).toEqual({ success: true })
    expect(ids((await t.call('GET', '/v1/favorite', auth)).body)).toEqual([3, 1])
    expect((await t.call('DELETE', '/v1/favorite?contentId=3', auth)).body).toEqual({ success: true })
    expect(ids((await t.call('GET', '/v1/favorite', auth)).body)).toEqual([1])
    expect((await t.call('DELETE', '/v1/favorites', auth)).body).toEqual({ success: true })
    expect((await t.call('GET', '/v1/favorite', auth)).body).toEqual({ items: [], page: 1, pageSize: 20, total: 0 })
  })

  it('keeps favorites per user', async () => {
    const t = makeTestApp()
    const a = await t.login('959420000001')
    const b = await t.login('959420000002')
    await t.call('POST', '/v1/favorite', { token: a.token.accessToken, body: { contentId: 1 } })
    expect((await t.call('GET', '/v1/favorite', { token: b.token.accessToken })).body.total).toBe(0)
  })

  it('answers 404 for unknown content and 400 naming contentId', async () => {
    const t = makeTestApp()
    const { token } = await t.login()
    expect((await t.call('POST', '/v1/favorite', { token: token.accessToken, body: { contentId: 999 } })).status).toBe(404)
    const bad = await t.call('POST', '/v1/favorite', { token: token.accessToken, body: { contentId: 'x' } })
    expect(bad.status).toBe(400)
    expect(bad.body.message).toContain('contentId')
    const page = await t.call('GET', '/v1/favorite?page=-1', { token: token.accessToken })
    expect(page.body.message).toContain('page')
  })

  it.each([
    ['GET', '/v1/favorite'],
    ['POST', '/v1/favorite'],
    ['DELETE', '/v1/favorite'],
    ['DELETE', '/v1/favorites'],
  ])('%s %s needs a login', async (method, path) => {
    const t = makeTestApp()
    const res = await t.call(method, path, { body: { contentId: 1 } })
    expect(res.body).toEqual({ statusCode: 403, message: 'Permission denied' })
    expect((await t.call(method, path, { token: 'expired', body: { contentId: 1 } })).status).toBe(401)
  })
})

describe('watch history', () => {
  it('upserts one row per episode and lists newest first', async () => {
    const t = makeTestApp()
    const { token } = await t.login()
    const auth = { token: token.accessToken }
    expect((await t.call('POST', '/v1/watch_history', { ...auth, body: { childId: 100, duration: 6000, position: 1000 } })).body).toEqual({
      success: true,
    })
    t.advance(MIN)
    await t.call('POST', '/v1/watch_history', { ...auth, body: { childId: 201, duration: 2000, position: 500 } })
    t.advance(MIN)
    await t.call('POST', '/v1/watch_history', { ...auth, body: { childId: 100, duration: 6000, position: 4000 } })
    const { body } = await t.call('GET', '/v1/watch_history?page=1', auth)
    expect(body.total).toBe(2)
    expect(body.items.map((i: { childId: number }) => i.childId)).toEqual([100, 201])
    expect(body.items[0]).toEqual({
      id: expect.any(Number),
      childId: 100,
      duration: 6000,
      position: 4000,
      updatedAt: new Date(t.now()).toISOString(),
      contentChildInfo: { contentId: 1, title: 'The Golden Land', episodePosterImg: '/images/episodes/1.webp' },
    })
    expect(body.items[1].contentChildInfo).toEqual({
      contentId: 2,
      title: 'ရွှေမြို့တော် · Episode 2',
      episodePosterImg: '/images/episodes/2-2.webp',
    })
  })

  it('clamps a position past the end to the duration', async () => {
    const t = makeTestApp()
    const { token } = await t.login()
    await t.call('POST', '/v1/watch_history', { token: token.accessToken, body: { childId: 100, duration: 6000, position: 6100 } })
    expect((await t.call('GET', '/v1/watch_history', { token: token.accessToken })).body.items[0].position).toBe(6000)
  })

  it.each([
    [{ duration: 1, position: 0 }, 'childId'],
    [{ childId: 100, position: 0 }, 'duration'],
    [{ childId: 100, duration: 0, position: 0 }, 'duration'],
    [{ childId: 100, duration: 10, position: -1 }, 'position'],
    [{ childId: 100, duration: 10, position: 1.5 }, 'position'],
  ])('rejects %j with 400 naming %s', async (body, field) => {
    const t = makeTestApp()
    const { token } = await t.login()
    const res = await t.call('POST', '/v1/watch_history', { token: token.accessToken, body })
    expect(res.status).toBe(400)
    expect(res.body.message).toContain(field)
  })

  it('answers 404 for an unknown episode and needs a login', async () => {
    const t = makeTestApp()
    const { token } = await t.login()
    expect(
      (await t.call('POST', '/v1/watch_history', { token: token.accessToken, body: { childId: 9, duration: 1, position: 0 } })).status,
    ).toBe(404)
    expect((await t.call('GET', '/v1/watch_history')).status).toBe(403)
    expect((await t.call('POST', '/v1/watch_history', { body: { childId: 100, duration: 1, position: 0 } })).status).toBe(403)
  })
})

describe('notifications', () => {
  it('lists seeded notifications newest first, in Burmese by default', async () => {
    const t = makeTestApp()
    const { token } = await t.login()
    const { body } = await t.call('GET', '/v1/notification?page=1', { token: token.accessToken })
    expect(body).toMatchObject({ page: 1, pageSize: 20, total: 2 })
    expect(body.items[0]).toEqual({
      id: 2,
      image: '/images/n/2.webp',
      title: 'ရုပ်ရှင်သစ်',
      body: 'ကြည့်ပါ',
      contentInfo: { id: 1 },
      createdAt: '2024-06-01T00:00:00.000Z',
    })
    expect(body.items[1].contentInfo).toBeNull()
  })

  it('answers in English when asked', async () => {
    const t = makeTestApp()
    const { token } = await t.login()
    const { body } = await t.call('GET', '/v1/notification', { token: token.accessToken, headers: { 'Accept-Language': 'en' } })
    expect(body.items[0].title).toBe('New film')
    expect((await t.call('GET', '/v1/notification?page=2', { token: token.accessToken })).body.items).toEqual([])
  })

  it('needs a login and validates page', async () => {
    const t = makeTestApp()
    expect((await t.call('GET', '/v1/notification')).status).toBe(403)
    const { token } = await t.login()
    expect((await t.call('GET', '/v1/notification?page=x', { token: token.accessToken })).body.message).toContain('page')
  })
})
