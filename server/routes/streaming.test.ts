import { describe, expect, it } from 'vitest'
import { makeTestApp } from '../test-support/harness.ts'

const body = (contentChildId: number | string) => ({ contentChildId, platform: 'android', deviceId: 'pwa-device' })

describe('POST /v1/streaming/content', () => {
  it('plays a free episode for a logged-in user without a subscription', async () => {
    const t = makeTestApp()
    const { token } = await t.login('959420000002')
    const res = await t.call('POST', '/v1/streaming/content', { token: token.accessToken, body: body(200) })
    expect(res.status).toBe(200)
    expect(res.body).toEqual({
      url: expect.stringMatching(/^\/media\/e\/200\/[^/]+\/master\.m3u8$/),
      title: 'ရွှေမြို့တော် · Episode 1',
      poster: '/images/episodes/2-1.webp',
    })
  })

  it('asks an unsubscribed user to subscribe for a paid episode', async () => {
    const t = makeTestApp()
    const { token } = await t.login('959420000002')
    const res = await t.call('POST', '/v1/streaming/content', { token: token.accessToken, body: body(201) })
    expect(res.body).toEqual({ statusCode: 403, message: 'Please subscribe to view content' })
  })

  it('plays a paid episode for a subscriber', async () => {
    const t = makeTestApp()
    const { token } = await t.login('959420000001')
    const res = await t.call('POST', '/v1/streaming/content', { token: token.accessToken, body: body(300) })
    expect(res.status).toBe(200)
    expect(res.body.title).toBe('Monsoon Letters')
  })

  it('plays a paid episode after redeeming a code', async () => {
    const t = makeTestApp()
    const { token, userInfo } = await t.login('959420000002')
    await t.call('POST', '/v1/redeem', { token: token.accessToken, body: { userId: userInfo.id, code: 'WELCOME7' } })
    expect((await t.call('POST', '/v1/streaming/content', { token: token.accessToken, body: body(201) })).status).toBe(200)
  })

  it('refuses anonymous viewers with Permission denied, free or paid', async () => {
    const t = makeTestApp()
    for (const id of [200, 201]) {
      const res = await t.call('POST', '/v1/streaming/content', { body: body(id) })
      expect(res.body).toEqual({ statusCode: 403, message: 'Permission denied' })
    }
  })

  it('answers 401 for an expired token, 404 for an unknown child and 400 naming bad fields', async () => {
    const t = makeTestApp({ config: { accessTokenTtlS: 1 } })
    const { token } = await t.login()
    expect((await t.call('POST', '/v1/streaming/content', { token: token.accessToken, body: body(999) })).status).toBe(404)
    const bad = await t.call('POST', '/v1/streaming/content', {
      token: token.accessToken,
      body: { contentChildId: 200, platform: 'android' },
    })
    expect(bad.status).toBe(400)
    expect(bad.body.message).toContain('deviceId')
    expect((await t.call('POST', '/v1/streaming/content', { token: token.accessToken, body: body('x') })).body.message).toContain(
      'contentChildId',
    )
    t.advance(1000)
    expect((await t.call('POST', '/v1/streaming/content', { token: token.accessToken, body: body(200) })).status).toBe(401)
  })
})

describe('POST /v1/streaming/trailer', () => {
  it('plays the trailer for anyone, even with a stale token', async () => {
    const t = makeTestApp()
    const res = await t.call('POST', '/v1/streaming/trailer', { body: body(201) })
    expect(res.body).toEqual({ url: '/media/trailer/master.m3u8', title: 'ရွှေမြို့တော်', poster: '/images/sliders/2.webp' })
    expect((await t.call('POST', '/v1/streaming/trailer', { token: 'stale', body: body(201) })).status).toBe(200)
  })

  it('answers 404 for an unknown child and 400 naming platform', async () => {
    const t = makeTestApp()
    expect((await t.call('POST', '/v1/streaming/trailer', { body: body(999) })).status).toBe(404)
    const res = await t.call('POST', '/v1/streaming/trailer', { body: { contentChildId: 100, deviceId: 'd' } })
    expect(res.body.message).toContain('platform')
  })
})
