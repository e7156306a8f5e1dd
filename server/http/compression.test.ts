import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { beforeAll, describe, expect, it } from 'vitest'
import { makeTestApp, tempDir } from '../test-support/harness.ts'
import { chooseEncoding } from './compression.ts'

let dist = ''
const script = `export const rows = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => ({ id: i, title: `title ${i}` })))}\n`

// Varied text, like real minified code: the highest brotli level beats the fast one on it.
const WORDS = [
  'play',
  'pause',
  'episode',
  'season',
  'banner',
  'poster',
  'favorite',
  'history',
  'offline',
  'subscribe',
  'operator',
  'search',
]
let seed = 7
const words = Array.from({ length: 6000 }, () => WORDS[(seed = (seed * 1103515245 + 12345) % 2 ** 31) % WORDS.length]).join(' ')

beforeAll(() => {
  dist = tempDir('dist-')
  mkdirSync(join(dist, 'assets'))
  writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root"></div>')
  writeFileSync(join(dist, 'assets', 'index-abc123.js'), script)
  writeFileSync(join(dist, 'assets', 'tiny-abc123.js'), 'console.log(1)')
  writeFileSync(join(dist, 'assets', 'words-abc123.js'), words)
})

const app = () => makeTestApp({ config: { staticDir: dist } })
const bytes = async (res: Response) => Buffer.from(await res.arrayBuffer())

describe('response compression', () => {
  it('sends a hashed script brotli-compressed to a client that offers br, and it decodes to the file', async () => {
    const res = await app().request('GET', '/assets/index-abc123.js', { headers: { 'Accept-Encoding': 'gzip, deflate, br' } })
    expect(res.headers.get('content-encoding')).toBe('br')
    expect(res.headers.get('vary')).toContain('Accept-Encoding')
    const body = await bytes(res)
    expect(Number(res.headers.get('content-length'))).toBe(body.length)
    expect(body.length).toBeLessThan(script.length / 4)
    expect(brotliDecompressSync(body).toString()).toBe(script)
  })

  it('answers the first request at a fast level, and later ones with the smaller body compressed in the background', async () => {
    const t = app()
    const headers = { 'Accept-Encoding': 'br' }
    const first = await bytes(await t.request('GET', '/assets/words-abc123.js', { headers }))
    let later = first
    for (let i = 0; i < 50 && later.length >= first.length; i++) {
      await new Promise((r) => setTimeout(r, 20))
      later = await bytes(await t.request('GET', '/assets/words-abc123.js', { headers }))
    }
    expect(later.length).toBeLessThan(first.length)
    expect(brotliDecompressSync(later).toString()).toBe(words)
    expect(brotliDecompressSync(first).toString()).toBe(words)
  })

  it('falls back to gzip, and to the plain file when nothing is offered', async () => {
    const t = app()
    const gz = await t.request('GET', '/assets/index-abc123.js', { headers: { 'Accept-Encoding': 'gzip' } })
    expect(gz.headers.get('content-encoding')).toBe('gzip')
    expect(gunzipSync(await bytes(gz)).toString()).toBe(script)
    const plain = await t.request('GET', '/assets/index-abc123.js')
    expect(plain.headers.get('content-encoding')).toBeNull()
    expect((await bytes(plain)).toString()).toBe(script)
  })

  it('compresses API JSON, and leaves tiny bodies, ranges and media alone', async () => {
    const t = app()
    const home = await t.request('GET', '/v1/home', { headers: { 'Accept-Encoding': 'br' } })
    expect(home.status).toBe(200)
    expect(home.headers.get('content-encoding')).toBe('br')
    expect(JSON.parse(brotliDecompressSync(await bytes(home)).toString())).toHaveProperty('banners')
    const tiny = await t.request('GET', '/assets/tiny-abc123.js', { headers: { 'Accept-Encoding': 'br' } })
    expect(tiny.headers.get('content-encoding')).toBeNull()
    const range = await t.request('GET', '/assets/index-abc123.js', { headers: { 'Accept-Encoding': 'br', Range: 'bytes=0-99' } })
    expect(range.status).toBe(206)
    expect(range.headers.get('content-encoding')).toBeNull()
  })

  it('reads q-values: br;q=0 is a refusal', () => {
    expect(chooseEncoding('br;q=0, gzip')).toBe('gzip')
    expect(chooseEncoding('identity')).toBeNull()
    expect(chooseEncoding(undefined)).toBeNull()
    expect(chooseEncoding('*')).toBe('br')
  })
})
