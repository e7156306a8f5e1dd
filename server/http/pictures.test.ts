import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { makeTestApp, tempDir } from '../test-support/harness.ts'
import { acceptsAvif } from './pictures.ts'

let assets = ''
// Each file's body names the file, so an answer tells which one the server chose.
const files = [
  'posters/1.webp',
  'posters/1@112.webp',
  'posters/1@112.avif',
  'posters/1@112-low.webp',
  'posters/1@112-low.avif',
  'posters/1@168.webp',
  'posters/1@168.avif',
  'posters/1@224.avif',
  'posters/1@224-low.webp',
  'posters/2.webp',
  'providers/mpt.png',
]

beforeAll(() => {
  assets = tempDir('pictures-')
  for (const f of files) {
    mkdirSync(join(assets, 'images', f, '..'), { recursive: true })
    writeFileSync(join(assets, 'images', f), f)
  }
  writeFileSync(join(assets, 'secret.txt'), 'secret')
})

const CHROMIUM_ACCEPT = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8'
const app = () => makeTestApp({ config: { assetsDir: assets } })
const get = (path: string, accept = CHROMIUM_ACCEPT, headers: Record<string, string> = {}) =>
  app().request('GET', path, { headers: { Accept: accept, ...headers } })

describe('sized pictures', () => {
  it('answers a browser that takes AVIF with the AVIF variant of the width asked for, and says the answer varies by Accept', async () => {
    const res = await get('/images/posters/1.webp?w=112')
    expect(res.status).toBe(200)
    expect(await res.text()).toBe('posters/1@112.avif')
    expect(res.headers.get('content-type')).toBe('image/avif')
    expect(res.headers.get('vary')).toBe('Accept')
    expect(res.headers.get('cache-control')).toContain('immutable')
  })

  it('answers a browser that does not name AVIF with WebP at the same address', async () => {
    const res = await get('/images/posters/1.webp?w=168', 'image/webp,*/*')
    expect(await res.text()).toBe('posters/1@168.webp')
    expect(res.headers.get('content-type')).toBe('image/webp')
    expect(res.headers.get('vary')).toBe('Accept')
  })

  it('refuses AVIF to a client that names it with q=0', async () => {
    expect(await (await get('/images/posters/1.webp?w=112', 'image/avif;q=0, image/webp')).text()).toBe('posters/1@112.webp')
  })

  it('picks the smallest variant that covers the width asked for, and the painted one beyond it', async () => {
    expect(await (await get('/images/posters/1.webp?w=150')).text()).toBe('posters/1@168.avif')
    expect(await (await get('/images/posters/1.webp?w=900', 'image/webp')).text()).toBe('posters/1.webp')
    expect(await (await get('/images/posters/1.webp', 'image/webp')).text()).toBe('posters/1.webp')
    expect(await (await get('/images/posters/1.webp')).text()).toBe('posters/1@224.avif')
  })

  it("answers the data saver's low quality when asked", async () => {
    expect(await (await get('/images/posters/1.webp?w=100&q=low')).text()).toBe('posters/1@112-low.avif')
    expect(await (await get('/images/posters/1.webp?w=224&q=low', '*/*')).text()).toBe('posters/1@224-low.webp')
  })

  it('falls back to the painted picture when a variant was never made', async () => {
    expect(await (await get('/images/posters/2.webp?w=112&q=low')).text()).toBe('posters/2.webp')
  })

  it('serves a picture without variants as it is, whatever the query, without Vary', async () => {
    const res = await get('/images/providers/mpt.png?w=64')
    expect(await res.text()).toBe('providers/mpt.png')
    expect(res.headers.get('vary')).toBeNull()
  })

  it('answers a revalidation of the variant it chose with 304, still saying Vary', async () => {
    const first = await get('/images/posters/1.webp?w=112')
    const again = await get('/images/posters/1.webp?w=112', CHROMIUM_ACCEPT, { 'If-None-Match': first.headers.get('etag') ?? '' })
    expect(again.status).toBe(304)
    expect(again.headers.get('vary')).toBe('Accept')
    // The WebP is another representation: the AVIF's validator does not match it.
    const other = await get('/images/posters/1.webp?w=112', 'image/webp', { 'If-None-Match': first.headers.get('etag') ?? '' })
    expect(other.status).toBe(200)
  })

  it('tells a client that takes any type and holds the AVIF already to keep it (the worker keeping what the page loaded)', async () => {
    const first = await get('/images/posters/1.webp?w=112')
    const kept = await get('/images/posters/1.webp?w=112', '*/*', { 'If-None-Match': first.headers.get('etag') ?? '' })
    expect(kept.status).toBe(304)
    expect(kept.headers.get('content-type')).toBe('image/avif')
    // Without a validator, a client that only says */* gets the WebP every browser decodes.
    expect(await (await get('/images/posters/1.webp?w=112', '*/*')).text()).toBe('posters/1@112.webp')
  })
})

describe('hostile picture addresses', () => {
  it.each([
    ['a width that is not a number', '?w=abc'],
    ['a negative width', '?w=-1'],
    ['a width in exponent form', '?w=1e3'],
    ['a width too large to draw', '?w=99999'],
    ['a zero width', '?w=0'],
    ['an empty width', '?w='],
    ['an unknown quality', '?q=high'],
    ['a width given twice', '?w=112&w=224'],
    ['a quality given twice', '?q=low&q=low'],
  ])('answers 400 to %s', async (_, query) => {
    const res = await get(`/images/posters/1.webp${query}`)
    expect(res.status).toBe(400)
    expect(await res.json()).toMatchObject({ statusCode: 400 })
  })

  it('never serves a file outside the pictures through a climbing path', async () => {
    for (const path of ['/images/../secret.txt', '/images/%2e%2e/secret.txt', '/images/posters/..%2f..%2fsecret.txt']) {
      const res = await get(path)
      expect(await res.text()).not.toBe('secret')
    }
  })

  it('ignores a huge Accept header past its first kilobyte', async () => {
    const res = await get('/images/posters/1.webp?w=112', `${'x/y,'.repeat(1000)}image/avif`)
    expect(await res.text()).toBe('posters/1@112.webp')
  })
})

describe('acceptsAvif', () => {
  it("reads Chromium's, Firefox's and Safari's image Accept headers", () => {
    expect(acceptsAvif(CHROMIUM_ACCEPT)).toBe(true)
    expect(acceptsAvif('image/avif,image/webp,image/png,image/svg+xml,image/*;q=0.8,*/*;q=0.5')).toBe(true)
    expect(acceptsAvif('image/webp,image/png,image/svg+xml,image/*;q=0.8,video/*;q=0.8,*/*;q=0.5')).toBe(false)
    expect(acceptsAvif(undefined)).toBe(false)
    expect(acceptsAvif('*/*')).toBe(false)
  })
})
