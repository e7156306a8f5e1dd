import { describe, expect, it } from 'vitest'
import { withBannerPreload, withBootBanner } from './home-preload.ts'

const page = '<html><head><title>x</title></head><body></body></html>'

describe('banner preload in the page', () => {
  it('refuses image paths that could break out of the attribute', () => {
    for (const bad of ['/a" onload="x', '/a><script>', 'javascript:x', '//evil.example/a.webp', '/a b.webp']) {
      expect(withBannerPreload(page, { wide: bad, slider: '/images/s.webp' })).toBe(page)
      expect(withBannerPreload(page, { wide: '/images/w.webp', slider: bad })).toBe(page)
    }
  })

  it('leaves a page without a head alone, and a missing banner too', () => {
    expect(withBannerPreload('<p>x</p>', { wide: '/w.webp', slider: '/s.webp' })).toBe('<p>x</p>')
    expect(withBannerPreload(page, null)).toBe(page)
  })
})

describe('first banner in the shell', () => {
  const shell = '<main><div class="frame" data-boot-banner></div></main>'

  it('draws the banner picture into the empty frame, with its paths for the skeleton to reuse', () => {
    const html = withBootBanner(shell, { wide: '/images/banners/1.webp', slider: '/images/sliders/1.webp' })
    expect(html).toContain('data-slider="/images/sliders/1.webp" data-wide="/images/banners/1.webp"')
    expect(html).toContain(
      '<source media="(orientation: landscape)" srcset="/images/banners/1.webp?w=400 400w, /images/banners/1.webp?w=600 600w, /images/banners/1.webp?w=800 800w" sizes="',
    )
    expect(html).toContain(
      '<img srcset="/images/sliders/1.webp?w=320 320w, /images/sliders/1.webp?w=480 480w, /images/sliders/1.webp?w=640 640w" sizes="',
    )
    expect(html).toContain('src="/images/sliders/1.webp?w=640" alt="" fetchpriority="high"')
    expect(html.match(/<img/g)).toHaveLength(1)
    expect(html).not.toContain('data-content')
  })

  it("draws the data saver's one low-quality width when the browser asked to save data", () => {
    const html = withBootBanner(shell, { wide: '/images/banners/1.webp', slider: '/images/sliders/1.webp' }, undefined, true)
    expect(html).toContain('<source media="(orientation: landscape)" srcset="/images/banners/1.webp?w=800&q=low" />')
    expect(html).toContain('<img src="/images/sliders/1.webp?w=480&q=low" alt=""')
    expect(html).not.toContain('sizes=')
  })

  it('preloads the addresses the picture asks for, so the preload is the one the picture uses', () => {
    const images = { wide: '/images/banners/1.webp', slider: '/images/sliders/1.webp' }
    const html = withBootBanner(withBannerPreload('<head></head>' + shell, images), images)
    const sliderSet = /<img srcset="([^"]+)"/.exec(html)?.[1]
    expect(html).toContain(`imagesrcset="${sliderSet}"`)
    const saver = withBannerPreload('<head></head>', images, true)
    expect(saver).toContain('href="/images/sliders/1.webp?w=480&q=low" fetchpriority="high" media="(orientation: portrait)"')
    expect(saver).not.toContain('imagesrcset')
  })

  it("names the title a title page's banner belongs to", () => {
    const html = withBootBanner(shell, { wide: '/images/banners/7.webp', slider: '/images/sliders/7.webp' }, 7)
    expect(html).toContain('data-wide="/images/banners/7.webp" data-content="7">')
  })

  it('refuses paths that could break out of the markup, and leaves a page without the frame alone', () => {
    for (const bad of ['/a" onload="x', '/a><script>', 'javascript:x', '//evil.example/a.webp']) {
      expect(withBootBanner(shell, { wide: bad, slider: '/images/s.webp' })).toBe(shell)
      expect(withBootBanner(shell, { wide: '/images/w.webp', slider: bad })).toBe(shell)
    }
    expect(withBootBanner('<p>x</p>', { wide: '/w.webp', slider: '/s.webp' })).toBe('<p>x</p>')
    expect(withBootBanner(shell, null)).toBe(shell)
  })
})
