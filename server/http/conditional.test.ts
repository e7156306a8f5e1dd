import { describe, expect, it } from 'vitest'
import { makeTestApp } from '../test-support/harness.ts'
import { matches } from './conditional.ts'

describe('conditional catalogue answers', () => {
  it('tags home, and answers a revalidation with a bodiless 304 while nothing changed', async () => {
    const t = makeTestApp()
    const first = await t.request('GET', '/v1/home')
    const etag = first.headers.get('etag')
    expect(first.status).toBe(200)
    expect(etag).toMatch(/^"[\w-]{27}"$/)
    expect(first.headers.get('cache-control')).toBe('no-cache')
    expect(await first.json()).toHaveProperty('banners')

    const again = await t.request('GET', '/v1/home', { headers: { 'If-None-Match': etag!, 'Accept-Encoding': 'br' } })
    expect(again.status).toBe(304)
    expect(again.headers.get('etag')).toBe(etag)
    expect(again.headers.get('content-encoding')).toBeNull()
    expect(await again.text()).toBe('')

    const stale = await t.request('GET', '/v1/home', { headers: { 'If-None-Match': '"something-else"' } })
    expect(stale.status).toBe(200)
    expect(await stale.json()).toHaveProperty('banners')
  })

  it('gives different answers different tags', async () => {
    const t = makeTestApp()
    const home = (await (await t.request('GET', '/v1/home')).json()) as { sections: Array<{ sectionInfo: { id: number } }> }
    const [first, second] = home.sections.map((s) => s.sectionInfo.id)
    const a = await t.request('GET', `/v1/category?categoryId=${first}&type=section&page=1`)
    const b = await t.request('GET', `/v1/category?categoryId=${second}&type=section&page=1`)
    expect(a.status).toBe(200)
    expect(a.headers.get('etag')).toBeTruthy()
    expect(a.headers.get('etag')).not.toBe(b.headers.get('etag'))
  })

  it('leaves answers that depend on the caller, and errors, without a tag', async () => {
    const t = makeTestApp()
    const content = await t.request('GET', '/v1/content/1')
    expect(content.status).toBe(200)
    expect(content.headers.get('etag')).toBeNull()
    const missing = await t.request('GET', '/v1/promotion/999999')
    expect(missing.status).toBe(404)
    expect(missing.headers.get('etag')).toBeNull()
  })

  it('compares If-None-Match lists weakly, and * matches anything', () => {
    expect(matches('"a", W/"b"', '"b"')).toBe(true)
    expect(matches('*', '"z"')).toBe(true)
    expect(matches('"a"', '"b"')).toBe(false)
    expect(matches(undefined, '"b"')).toBe(false)
    expect(matches('W/"f-1"', 'W/"f-1"')).toBe(true)
  })
})
