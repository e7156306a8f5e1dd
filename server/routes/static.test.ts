import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { createHash } from 'node:crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import { makeTestApp, tempDir } from '../test-support/harness.ts'
import { CSP, DATA_CSP } from '../http/security-headers.ts'

let dist = ''
let assets = ''

beforeAll(() => {
  dist = tempDir('dist-')
  mkdirSync(join(dist, 'assets'))
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>app</title><div id="root"></div>')
  writeFileSync(join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {})')
  writeFileSync(join(dist, 'manifest.webmanifest'), '{"name":"app"}')
  writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log(1)')
  assets = tempDir('assets-')
  mkdirSync(join(assets, 'images', 'posters'), { recursive: true })
  mkdirSync(join(assets, 'media', 'trailer'), { recursive: true })
  writeFileSync(join(assets, 'images', 'posters', '1.webp'), Buffer.from('RIFFxxxxWEBP'))
  writeFileSync(join(assets, 'images', 'logo.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]))
  writeFileSync(join(assets, 'media', 'trailer', 'master.m3u8'), '#EXTM3U\n')
  writeFileSync(join(assets, 'media', 'trailer', 'seg0.ts'), Buffer.alloc(1000, 7))
  writeFileSync(join(assets, 'media', 'trailer', 'clip.mp4'), Buffer.from('0123456789'))
})

const app = () => makeTestApp({ config: { staticDir: dist, assetsDir: assets } })

describe('the built app', () => {
  it('serves index.html for a client route such as /content?id=3 (SPA fallback)', async () => {
    const res = await app().request('GET', '/content?id=3', { headers: { Accept: 'text/html' } })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toContain('text/html')
    expect(res.headers.get('cache-control')).toBe('no-cache')
    expect(await res.text()).toContain('<div id="root">')
  })

  it("a first visit's navigation gets the gate alone, under a policy that lets its inline script run; the checker's way back gets the page", async () => {
    const page =
      '<!doctype html><html lang="my"><head><title>app</title><style>b{}</style><script>go()</script></head><body><div id="root"></div></body></html>'
    writeFileSync(join(dist, 'index.html'), page)
    try {
      const t = app()
      for (const path of ['/', '/profile', '/content?id=3']) {
        const res = await t.request('GET', path, { headers: { 'Sec-Fetch-Mode': 'navigate' } })
        const html = await res.text()
        expect(html).toContain('<script>go()</script>')
        expect(html).not.toContain('<div id="root">')
        expect(html).not.toContain('<style>')
        const hash = createHash('sha256').update('go()').digest('base64')
        expect(res.headers.get('content-security-policy')).toContain(`'sha256-${hash}'`)
        expect(res.headers.get('vary')).toContain('Sec-Fetch-Mode')
      }
      const back = await t.request('GET', '/?checked=1&state=abc', { headers: { 'Sec-Fetch-Mode': 'navigate' } })
      expect(await back.text()).toContain('<div id="root">')
    } finally {
      writeFileSync(join(dist, 'index.html'), '<!doctype html><title>app</title><div id="root"></div>')
    }
  })

  it('serves / as index.html, also without an Accept header', async () => {
    const t = app()
    expect(await (await t.request('GET', '/')).text()).toContain('<title>app</title>')
    expect(await (await t.request('GET', '/profile')).text()).toContain('<title>app</title>')
  })

  it('caches hashed assets for a year and revalidates sw.js and the manifest', async () => {
    const t = app()
    const js = await t.request('GET', '/assets/index-abc123.js')
    expect(js.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(js.headers.get('content-type')).toBe('text/javascript; charset=utf-8')
    expect((await t.request('GET', '/sw.js')).headers.get('cache-control')).toBe('no-cache')
    const manifest = await t.request('GET', '/manifest.webmanifest')
    expect(manifest.headers.get('cache-control')).toBe('no-cache')
    expect(manifest.headers.get('content-type')).toContain('application/manifest+json')
  })

  it('answers 404, not HTML, for a missing hashed asset or script', async () => {
    const t = app()
    expect((await t.request('GET', '/assets/missing-123.js')).status).toBe(404)
    expect((await t.request('GET', '/missing.js')).status).toBe(404)
  })

  it('never falls back to index.html on server paths', async () => {
    const t = app()
    for (const path of ['/v1/unknown', '/he/unknown', '/operator/x', '/images/none.webp', '/__dev/x']) {
      const res = await t.request('GET', path, { headers: { Accept: 'text/html' } })
      expect(res.status).toBe(404)
      expect(res.headers.get('content-type')).toContain('application/json')
    }
  })

  it('refuses paths that climb out of the static directory', async () => {
    const res = await app().request('GET', '/..%2f..%2fetc%2fpasswd', { headers: { Accept: 'text/plain' } })
    expect(await res.text()).not.toContain('root:')
  })

  it('answers 503 with a build hint when dist is missing', async () => {
    const t = makeTestApp()
    const res = await t.request('GET', '/content?id=3')
    expect(res.status).toBe(503)
    expect(await res.text()).toContain('npm run build')
  })

  it('answers 304 to a matching If-None-Match', async () => {
    const t = app()
    const first = await t.request('GET', '/sw.js')
    const etag = first.headers.get('etag') ?? ''
    expect((await t.request('GET', '/sw.js', { headers: { 'If-None-Match': etag } })).status).toBe(304)
  })
})

describe('images and trailers', () => {
  it.each([
    ['/images/posters/1.webp', 'image/webp'],
    ['/images/logo.png', 'image/png'],
    ['/media/trailer/master.m3u8', 'application/vnd.apple.mpegurl'],
    ['/media/trailer/seg0.ts', 'video/mp2t'],
    ['/media/trailer/clip.mp4', 'video/mp4'],
  ])('serves %s as %s with immutable caching', async (path, type) => {
    const res = await app().request('GET', path)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe(type)
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
  })

  it('answers byte ranges', async () => {
    const t = app()
    const res = await t.request('GET', '/media/trailer/clip.mp4', { headers: { Range: 'bytes=2-5' } })
    expect(res.status).toBe(206)
    expect(res.headers.get('content-range')).toBe('bytes 2-5/10')
    expect(await res.text()).toBe('2345')
    expect(await t.request('GET', '/media/trailer/clip.mp4', { headers: { Range: 'bytes=-3' } }).then((r) => r.text())).toBe('789')
    expect((await t.request('GET', '/media/trailer/clip.mp4', { headers: { Range: 'bytes=50-' } })).status).toBe(416)
  })

  it('answers HEAD without a body', async () => {
    const res = await app().request('HEAD', '/media/trailer/seg0.ts')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-length')).toBe('1000')
    expect(await res.text()).toBe('')
  })
})

describe('home page preload', () => {
  const withHead = () => {
    const dir = tempDir('dist-head-')
    writeFileSync(join(dir, 'index.html'), '<!doctype html><html><head><title>app</title></head><body><div id="root"></div></body></html>')
    return makeTestApp({ config: { staticDir: dir, assetsDir: assets } })
  }

  it('names the first banner of /v1/home for both orientations on /', async () => {
    const t = withHead()
    const home = (await (await t.request('GET', '/v1/home')).json()) as { banners: Array<{ bannerImg: string; sliderImg: string }> }
    const html = await (await t.request('GET', '/', { headers: { Accept: 'text/html' } })).text()
    const first = home.banners[0]!
    expect(html).toContain(`<link rel="preload" as="image" href="${first.sliderImg}?w=640" imagesrcset="${first.sliderImg}?w=320 320w`)
    expect(html).toContain(`href="${first.bannerImg}?w=800" imagesrcset="${first.bannerImg}?w=400 400w`)
    expect(html).toContain('fetchpriority="high" media="(orientation: landscape)"')
    // A browser asking to save data gets the data saver's picture, and a cache is told the page varies by it.
    const saver = await t.request('GET', '/', { headers: { Accept: 'text/html', 'Save-Data': 'on' } })
    expect(await saver.text()).toContain(`href="${first.sliderImg}?w=480&q=low" fetchpriority="high" media="(orientation: portrait)"`)
    expect(saver.headers.get('vary')).toContain('Save-Data')
    expect(html.indexOf('rel="preload"')).toBeLessThan(html.indexOf('</head>'))
  })

  it("draws a title's banner into the shell on its page, and nothing for an unknown or malformed id", async () => {
    const dir = tempDir('dist-shell-')
    writeFileSync(join(dir, 'index.html'), '<!doctype html><html><head></head><body><div data-boot-banner></div></body></html>')
    const t = makeTestApp({ config: { staticDir: dir, assetsDir: assets } })
    const details = (await (await t.request('GET', '/v1/content/3')).json()) as { sliderImg: string; bannerImg: string }
    const page = await (await t.request('GET', '/content?id=3', { headers: { Accept: 'text/html' } })).text()
    expect(page).toContain(`data-slider="${details.sliderImg}" data-wide="${details.bannerImg}" data-content="3">`)
    for (const id of ['999999', 'abc', '-1', '3.5', '']) {
      const other = await (await t.request('GET', `/content?id=${id}`, { headers: { Accept: 'text/html' } })).text()
      expect(other).toContain('<div data-boot-banner></div>')
    }
  })

  it('preloads the first page of results on /search?query=…, and nothing on /search', async () => {
    const t = withHead()
    const res = await t.request('GET', '/search?query=golden%20land', { headers: { Accept: 'text/html' } })
    expect(res.headers.get('content-security-policy')).toContain("default-src 'self'")
    const html = await res.text()
    // Named for the gate to ask for, not fetched by the page itself (src/boot/fetch-preloads.ts).
    expect(html).toContain('<head><meta name="preload-fetch" content="/v1/search/content?query=golden+land&amp;page=1" />')
    expect(html).not.toContain('rel="preload"')
    // What the preload asks for is a real answer of the API.
    const answer = await t.request('GET', '/v1/search/content?query=golden+land&page=1')
    expect(answer.status).toBe(200)
    for (const path of ['/search', '/search?query=', '/search?query=%20%20']) {
      expect(await (await t.request('GET', path, { headers: { Accept: 'text/html' } })).text()).not.toContain('preload-fetch')
    }
  })

  it("draws the first results of /search?query=… over the shell's feed, as the API lists them, without counting a search", async () => {
    const dir = tempDir('dist-search-')
    writeFileSync(
      join(dir, 'index.html'),
      '<!doctype html><html><head></head><body><div id="boot"><!--boot-feed--><p>feed</p><!--/boot-feed--></div></body></html>',
    )
    const t = makeTestApp({ config: { staticDir: dir, assetsDir: assets } })
    const html = await (await t.request('GET', '/search?query=%20a%20', { headers: { Accept: 'text/html' } })).text()
    expect(html).not.toContain('<p>feed</p>')
    const boot = JSON.parse(/<script type="application\/json" id="boot-results">(.*?)<\/script>/.exec(html)![1]!) as {
      query: string
      results: Array<{ id: number; posterImg: string }>
    }
    expect(boot.query).toBe('a')
    // Nothing was searched yet: the page's own query does not count as one (the app's request does).
    expect(((await (await t.request('GET', '/v1/search/most-searched')).json()) as { items: string[] }).items).not.toContain('a')
    const answer = (await (await t.request('GET', '/v1/search/content?query=a&page=1')).json()) as {
      items: Array<{ id: number; posterImg: string }>
    }
    expect(answer.items.length).toBeGreaterThan(6)
    expect(boot.results.map((r) => r.id)).toEqual(answer.items.slice(0, 6).map((i) => i.id))
    for (const item of answer.items.slice(0, 6))
      expect(html).toContain(`<img data-boot-src="${item.posterImg}?w=224" data-boot-srcset="${item.posterImg}?w=112 112w`)
    expect(html).not.toMatch(/<img[^>]* src=/)
    // No match, no query: the shell keeps its feed.
    for (const path of ['/search?query=zzzzqqq', '/search']) {
      expect(await (await t.request('GET', path, { headers: { Accept: 'text/html' } })).text()).toContain('<p>feed</p>')
    }
  })

  it('does not preload the banner on other pages', async () => {
    const html = await (await withHead().request('GET', '/content?id=3', { headers: { Accept: 'text/html' } })).text()
    expect(html).toContain('<div id="root">')
    expect(html).not.toContain('rel="preload"')
  })
})

describe("the page's inline style and start-up script", () => {
  const css = 'body{margin:0}'
  const gate = 'document.head.append(document.createElement("script"))'
  const styled = () => {
    const dir = tempDir('dist-style-')
    mkdirSync(join(dir, 'assets'))
    writeFileSync(
      join(dir, 'index.html'),
      `<!doctype html><html><head><style>${css}</style><script>${gate}</script></head><body><div id="root"></div></body></html>`,
    )
    writeFileSync(join(dir, 'assets', 'a.js'), 'console.log(1)')
    return makeTestApp({ config: { staticDir: dir, assetsDir: assets } })
  }
  const hash = `'sha256-${createHash('sha256').update(css).digest('base64')}'`
  const scriptHash = `'sha256-${createHash('sha256').update(gate).digest('base64')}'`

  it.each(['/', '/index.html', '/content?id=3'])('is allowed by its hash, and no other, on %s', async (path) => {
    const res = await styled().request('GET', path, { headers: { Accept: 'text/html' } })
    expect(res.headers.get('content-security-policy')).toBe(`${CSP}; style-src 'self' ${hash}; script-src 'self' ${scriptHash}`)
  })

  it("gives scripts the app's policy (one may run as a worker) and data a policy under which nothing runs", async () => {
    const t = styled()
    expect((await t.request('GET', '/assets/a.js')).headers.get('content-security-policy')).toBe(CSP)
    expect((await t.request('GET', '/v1/home')).headers.get('content-security-policy')).toBe(DATA_CSP)
    expect((await t.request('GET', '/images/posters/1.webp')).headers.get('content-security-policy')).toBe(DATA_CSP)
  })
})
