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
    expect(html).toContain('<source media="(orientation: landscape)" srcset="/images/banners/1.webp" />')
    expect(html).toContain('<img src="/images/sliders/1.webp" alt="" fetchpriority="high"')
    expect(html.match(/<img/g)).toHaveLength(1)
    expect(html).not.toContain('data-content')
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
