import { afterEach, describe, expect, it } from 'vitest'
import Dexie from 'dexie'
import { withStoredBanner } from './shell-banner'

const SHELL = '<!doctype html><div id="root"></div><div id="boot"><div class="frame" data-boot-banner></div></div>'
const page = () =>
  new Response(SHELL, { headers: { 'Content-Type': 'text/html; charset=utf-8', 'Content-Security-Policy': "default-src 'self'" } })

async function storeHome(banners: unknown[], key = 'home:my'): Promise<void> {
  const db = new Dexie('yoke-shin')
  db.version(1).stores({ home: '&key' })
  await db.open()
  await db.table('home').put({ key, data: { banners }, fetchedAt: 1 })
  db.close()
}

afterEach(() => Dexie.delete('yoke-shin'))

describe("the worker's home shell", () => {
  it('draws the stored first banner into the frame, keeping the headers the page needs', async () => {
    await storeHome([
      { sliderImg: '/images/sliders/4.webp', bannerImg: '/images/banners/4.webp' },
      { sliderImg: '/images/sliders/5.webp', bannerImg: '/x.webp' },
    ])
    const res = await withStoredBanner(page())
    const html = await res.text()
    expect(html).toContain('data-slider="/images/sliders/4.webp" data-wide="/images/banners/4.webp">')
    expect(html).toContain('src="/images/sliders/4.webp?w=640"')
    expect(html).toContain('srcset="/images/sliders/4.webp?w=320 320w')
    expect(res.headers.get('content-security-policy')).toBe("default-src 'self'")
  })

  it("draws the data saver's picture for a navigation that said Save-Data", async () => {
    await storeHome([{ sliderImg: '/images/sliders/4.webp', bannerImg: '/images/banners/4.webp' }])
    expect(await (await withStoredBanner(page(), true)).text()).toContain('<img src="/images/sliders/4.webp?w=480&q=low"')
  })

  it('draws the banner from home as stored in English too: the pictures carry no words', async () => {
    await storeHome([{ sliderImg: '/images/sliders/4.webp', bannerImg: '/images/banners/4.webp' }], 'home:en')
    expect(await (await withStoredBanner(page())).text()).toContain('data-slider="/images/sliders/4.webp"')
  })

  it('sends the shell as it is on a first launch, without creating the database', async () => {
    expect(await (await withStoredBanner(page())).text()).toBe(SHELL)
    expect((await Dexie.getDatabaseNames()).includes('yoke-shin')).toBe(false)
  })

  it('refuses stored paths that could break out of the markup', async () => {
    await storeHome([{ sliderImg: '/a" onerror="alert(1)', bannerImg: '/images/banners/1.webp' }])
    expect(await (await withStoredBanner(page())).text()).toBe(SHELL)
  })

  it('leaves anything but an HTML page alone', async () => {
    await storeHome([{ sliderImg: '/images/sliders/4.webp', bannerImg: '/images/banners/4.webp' }])
    const json = new Response('{}', { headers: { 'Content-Type': 'application/json' } })
    expect(await withStoredBanner(json)).toBe(json)
  })
})
