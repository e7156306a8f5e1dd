import { describe, expect, it } from 'vitest'
import { callFrom } from '../test-support/clients.ts'
import { makeTestApp } from '../test-support/harness.ts'

const ids = (body: { items: { id: number }[] }) => body.items.map((i) => i.id)

describe('GET /v1/search/content', () => {
  it('matches English titles case-insensitively', async () => {
    const t = makeTestApp()
    const { body } = await t.call('GET', `/v1/search/content?query=${encodeURIComponent('GOLDEN   land')}`)
    expect(ids(body)).toEqual([1])
    expect(body).toMatchObject({ page: 1, pageSize: 20, total: 1 })
  })

  it('matches Burmese titles and actors', async () => {
    const t = makeTestApp()
    expect(ids((await t.call('GET', `/v1/search/content?query=${encodeURIComponent('မြို့တော်')}`)).body)).toEqual([2])
    expect(ids((await t.call('GET', `/v1/search/content?query=${encodeURIComponent('ဖွေးဖွေး')}`)).body)).toEqual([2])
  })

  it('ranks title matches above actor matches', async () => {
    const t = makeTestApp()
    expect(ids((await t.call('GET', '/v1/search/content?query=golden')).body)).toEqual([1, 5])
    expect(ids((await t.call('GET', '/v1/search/content?query=nay%20toe')).body).sort()).toEqual([1, 2])
  })

  it('pages results, with an empty page past the end', async () => {
    const t = makeTestApp()
    const p1 = await t.call('GET', '/v1/search/content?query=filler')
    expect(p1.body.total).toBe(22)
    expect(p1.body.items).toHaveLength(20)
    const p2 = await t.call('GET', '/v1/search/content?query=filler&page=2')
    expect(p2.body.items).toHaveLength(2)
    expect((await t.call('GET', '/v1/search/content?query=filler&page=3')).body.items).toEqual([])
  })

  it('rejects an empty or missing query with 400 naming query', async () => {
    const t = makeTestApp()
    for (const q of ['', '?query=', '?query=%20%20']) {
      const res = await t.call('GET', `/v1/search/content${q}`)
      expect(res.status).toBe(400)
      expect(res.body.message).toContain('query')
    }
  })
})

describe('GET /v1/search/content/auto-complete', () => {
  it('suggests at most 8 titles', async () => {
    const t = makeTestApp()
    const { body } = await t.call('GET', '/v1/search/content/auto-complete?query=film')
    expect(body.items).toHaveLength(8)
    expect(body.items.every((s: string) => s.startsWith('Filler Film'))).toBe(true)
    const gold = await t.call('GET', '/v1/search/content/auto-complete?query=gold')
    expect(gold.body).toEqual({ items: ['The Golden Land', 'Filler Film 5'] })
  })

  it('rejects an empty query with 400 naming query', async () => {
    const t = makeTestApp()
    const res = await t.call('GET', '/v1/search/content/auto-complete?query=')
    expect(res.status).toBe(400)
    expect(res.body.message).toContain('query')
  })
})

describe('GET /v1/search/most-searched', () => {
  it('is seeded on a fresh database', async () => {
    const t = makeTestApp()
    const { body } = await t.call('GET', '/v1/search/most-searched')
    expect(body.items.length).toBeGreaterThan(0)
    expect(body.items[0]).toBe('The Golden Land')
  })

  it('records searches and ranks the most frequent first, at most 10', async () => {
    const t = makeTestApp()
    for (let i = 0; i < 7; i++) await callFrom(t, `192.0.2.${i + 1}`, 'GET', '/v1/search/content?query=Monsoon')
    // Later pages of the same search do not count again.
    await callFrom(t, '192.0.2.99', 'GET', '/v1/search/content?query=Monsoon&page=2')
    for (let i = 0; i < 12; i++) {
      for (let v = 0; v < 3; v++) await callFrom(t, `198.51.100.${v + 1}`, 'GET', `/v1/search/content?query=Filler Film ${i + 4}`)
    }
    const { body } = await t.call('GET', '/v1/search/most-searched')
    expect(body.items[0]).toBe('Monsoon')
    expect(body.items).toHaveLength(10)
    const row = t.db.prepare(`SELECT count FROM search_queries WHERE key = 'monsoon'`).get() as { count: number }
    expect(row.count).toBe(7)
  })
})
