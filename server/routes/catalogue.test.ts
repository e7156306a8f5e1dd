import { describe, expect, it } from 'vitest'
import { makeTestApp } from '../test-support/harness.ts'
import { DEFAULT_ASSETS_DIR } from '../app.ts'

const ITEM_KEYS = [
  'actors',
  'bannerImg',
  'contentType',
  'director',
  'episodePosterImg',
  'id',
  'isFree',
  'posterImg',
  'sliderImg',
  'title',
].sort()

describe('GET /v1/home', () => {
  it('returns banners, promotion banners and sections of content items', async () => {
    const t = makeTestApp()
    const { status, body } = await t.call('GET', '/v1/home', { headers: { 'Accept-Language': 'en' } })
    expect(status).toBe(200)
    expect(body.banners.map((b: { id: number }) => b.id)).toEqual([1, 2])
    expect(Object.keys(body.banners[0]).sort()).toEqual(ITEM_KEYS)
    expect(body.banners[1]).toMatchObject({ contentType: 'serie', isFree: true, title: 'ရွှေမြို့တော်' })
    expect(body.promotionBanners).toEqual([{ id: 1, bannerImage: '/images/promotions/1-en.webp' }])
    expect(body.sections[1]).toEqual({
      sectionInfo: { id: 2, name: 'New' },
      type: 'poster',
      contents: [expect.objectContaining({ id: 3 }), expect.objectContaining({ id: 2 }), expect.objectContaining({ id: 1 })],
    })
    expect(body.sections[0].contents).toHaveLength(20)
  })

  it('answers the same call written with doubled or trailing slashes', async () => {
    const t = makeTestApp()
    expect((await t.request('GET', '//v1//home/')).status).toBe(200)
  })
})

describe('GET /v1/popup', () => {
  it('returns the promotion popup with no content child', async () => {
    const t = makeTestApp()
    const { body } = await t.call('GET', '/v1/popup', { headers: { 'Accept-Language': 'en' } })
    expect(body).toEqual({
      id: 1,
      contentChild: null,
      promotion: { id: 1, title: 'Thingyan Offer', summary: 'Half price', bannerImage: '/images/promotions/1-en.webp' },
    })
  })
})

describe('GET /v1/content/:id', () => {
  it('returns details with children and related titles', async () => {
    const t = makeTestApp()
    const { status, body } = await t.call('GET', '/v1/content/2')
    expect(status).toBe(200)
    expect(body).toMatchObject({ id: 2, contentType: 'series', isFavorite: false, title: 'ရွှေမြို့တော်' })
    expect(body.children.map((c: { id: number; isFree: boolean }) => [c.id, c.isFree])).toEqual([
      [200, true],
      [201, false],
      [202, false],
    ])
    expect(Object.keys(body.children[0]).sort()).toEqual(['description', 'durationS', 'episodePosterImg', 'id', 'isFree', 'title'])
    expect(body.related.length).toBeGreaterThan(0)
    expect(body.related.every((r: { id: number }) => r.id !== 2)).toBe(true)
    for (const key of ['description', 'bannerImg', 'sliderImg', 'posterImg', 'director', 'actors', 'supporters', 'novel', 'script']) {
      expect(body).toHaveProperty(key)
    }
  })

  it('marks isFavorite from the caller’s favorites, and ignores a bad token', async () => {
    const t = makeTestApp()
    const { token } = await t.login()
    await t.call('POST', '/v1/favorite', { token: token.accessToken, body: { contentId: 1 } })
    expect((await t.call('GET', '/v1/content/1', { token: token.accessToken })).body.isFavorite).toBe(true)
    expect((await t.call('GET', '/v1/content/1')).body.isFavorite).toBe(false)
    expect((await t.call('GET', '/v1/content/1', { token: 'garbage' })).body.isFavorite).toBe(false)
  })

  it('names each episode’s length and the stream’s renditions, so the page can say what watching costs', async () => {
    const t = makeTestApp({ config: { assetsDir: DEFAULT_ASSETS_DIR } })
    const { body } = await t.call('GET', '/v1/content/2')
    expect(body.children.map((c: { durationS: number }) => c.durationS)).toEqual([2700, 2700, 2700])
    expect(body.renditions).toEqual([
      { height: 240, bandwidth: 300_000, averageBandwidth: 163_850 },
      { height: 360, bandwidth: 700_000, averageBandwidth: 253_172 },
      { height: 720, bandwidth: 1_500_000, averageBandwidth: 800_713 },
    ])
  })

  it('gives the length the served stream runs when episodes are capped short', async () => {
    const t = makeTestApp({ config: { assetsDir: DEFAULT_ASSETS_DIR, mediaEpisodeSeconds: 12 } })
    const { body } = await t.call('GET', '/v1/content/2')
    expect(body.children.map((c: { durationS: number }) => c.durationS)).toEqual([12, 12, 12])
  })

  it('names no renditions when the server has no media, rather than a made-up ladder', async () => {
    const { body } = await makeTestApp().call('GET', '/v1/content/2')
    expect(body.renditions).toEqual([])
  })

  it('answers 404 for an unknown id and 400 naming id for a non-number', async () => {
    const t = makeTestApp()
    expect((await t.call('GET', '/v1/content/999')).status).toBe(404)
    const bad = await t.call('GET', '/v1/content/abc')
    expect(bad.status).toBe(400)
    expect(bad.body.message).toContain('id')
  })
})

describe('GET /v1/category', () => {
  it('pages a section 20 at a time, with an empty page past the end', async () => {
    const t = makeTestApp()
    const p1 = await t.call('GET', '/v1/category?categoryId=1&type=section&page=1')
    expect(p1.body).toMatchObject({ page: 1, pageSize: 20, total: 25 })
    expect(p1.body.items).toHaveLength(20)
    expect(p1.body.items[0].id).toBe(1)
    const p2 = await t.call('GET', '/v1/category?categoryId=1&page=2')
    expect(p2.body.items.map((i: { id: number }) => i.id)).toEqual([21, 22, 23, 24, 25])
    const p3 = await t.call('GET', '/v1/category?categoryId=1&page=3')
    expect(p3.body).toEqual({ items: [], page: 3, pageSize: 20, total: 25 })
  })

  it('lists a genre with type=type', async () => {
    const t = makeTestApp()
    const { body } = await t.call('GET', '/v1/category?categoryId=2&type=type')
    expect(body.total).toBe(12)
    expect(body.items.every((i: { id: number }) => i.id % 2 === 0)).toBe(true)
  })

  it('answers 404 for an unknown category and 400 naming the bad field', async () => {
    const t = makeTestApp()
    expect((await t.call('GET', '/v1/category?categoryId=99')).status).toBe(404)
    expect((await t.call('GET', '/v1/category')).body.message).toBe('categoryId is required')
    expect((await t.call('GET', '/v1/category?categoryId=1&type=genre')).body.message).toContain('type')
    expect((await t.call('GET', '/v1/category?categoryId=1&page=0')).body.message).toContain('page')
  })
})

describe('GET /v1/promotion/:id', () => {
  it('returns the promotion details', async () => {
    const t = makeTestApp()
    const { body } = await t.call('GET', '/v1/promotion/1', { headers: { 'Accept-Language': 'en' } })
    expect(body).toEqual({
      id: 1,
      title: 'Thingyan Offer',
      summary: 'Half price',
      detailsImage: '/images/promotions/1-details-en.webp',
      detailsBody: '<p>Half price for a week.</p>',
    })
    expect((await t.call('GET', '/v1/promotion/2')).status).toBe(404)
    expect((await t.call('GET', '/v1/promotion/x')).body.message).toContain('id')
  })
})

describe('GET /v1/app-articles', () => {
  it('defaults to the Burmese privacy policy', async () => {
    const t = makeTestApp()
    const { body } = await t.call('GET', '/v1/app-articles')
    expect(body).toEqual({ type: 'privacy_policy', articleHTML: '<p>privacy_policy မြန်မာ</p>' })
  })

  it('answers in English when Accept-Language prefers it', async () => {
    const t = makeTestApp()
    const en = await t.call('GET', '/v1/app-articles?type=faq', { headers: { 'Accept-Language': 'en-US,en;q=0.9,my;q=0.5' } })
    expect(en.body.articleHTML).toBe('<p>faq in English</p>')
    const my = await t.call('GET', '/v1/app-articles?type=faq', { headers: { 'Accept-Language': 'my,en;q=0.8' } })
    expect(my.body.articleHTML).toBe('<p>faq မြန်မာ</p>')
  })

  it('rejects an unknown type with 400 naming type', async () => {
    const t = makeTestApp()
    const res = await t.call('GET', '/v1/app-articles?type=cookies')
    expect(res.status).toBe(400)
    expect(res.body.message).toContain('type')
  })
})
