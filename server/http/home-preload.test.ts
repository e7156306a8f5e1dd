import { describe, expect, it } from 'vitest'
import { withBannerPreload } from './home-preload.ts'

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
