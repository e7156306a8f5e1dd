import { describe, expect, it } from 'vitest'
import { bannerRequest, paintedWidth, pictureRequest, variantFile, variantFor, variantWidths } from './image-variants'

describe('picture variants', () => {
  it('knows the painted width of each catalogue picture by where it lives, and of nothing else', () => {
    expect(paintedWidth('/images/posters/1.webp')).toBe(224)
    expect(paintedWidth('/images/episodes/1001.webp')).toBe(320)
    expect(paintedWidth('/images/promotions/2-banner-en.webp')).toBe(800)
    expect(paintedWidth('/images/promotions/2-details.webp')).toBe(640)
    expect(paintedWidth('/images/providers/mpt.png')).toBeNull()
    expect(paintedWidth('/images/posters/1@112.avif')).toBeNull()
  })

  it('offers half, three quarters and all of the painted width, and answers a width with the smallest that covers it', () => {
    expect(variantWidths(224)).toEqual([112, 168, 224])
    expect(variantFor(224, 100)).toBe(112)
    expect(variantFor(224, 113)).toBe(168)
    expect(variantFor(224, 5000)).toBe(224)
    expect(variantFor(224, undefined)).toBe(224)
  })

  it('names a variant beside its picture', () => {
    expect(variantFile('/images/posters/1.webp', 112, true, 'avif')).toBe('/images/posters/1@112-low.avif')
    expect(variantFile('/images/posters/1.webp', 224, false, 'webp')).toBe('/images/posters/1@224.webp')
  })

  it('lets the browser pick any width by its pixel ratio, normally', () => {
    const asked = pictureRequest('/images/posters/7.webp', 112, false)
    expect(asked.srcSet).toBe('/images/posters/7.webp?w=112 112w, /images/posters/7.webp?w=168 168w, /images/posters/7.webp?w=224 224w')
    expect(asked.src).toBe('/images/posters/7.webp?w=224')
  })

  it('asks under the data saver for the one width that covers the drawn size at 1×, at the low quality', () => {
    expect(pictureRequest('/images/posters/7.webp', 112, true)).toEqual({ src: '/images/posters/7.webp?w=112&q=low' })
    expect(pictureRequest('/images/posters/7.webp', 120, true)).toEqual({ src: '/images/posters/7.webp?w=168&q=low' })
    expect(pictureRequest('/images/episodes/1001.webp', 144, true)).toEqual({ src: '/images/episodes/1001.webp?w=160&q=low' })
  })

  it('leaves a picture from elsewhere, or a hostile address, exactly as given', () => {
    for (const src of [
      'https://cdn.example/p.webp',
      '//evil.example/images/posters/1.webp',
      '/images/posters/1.webp" onerror="x',
      '/images/providers/mpt.png',
    ]) {
      expect(pictureRequest(src, 112, true)).toEqual({ src })
      expect(pictureRequest(src, 112, false)).toEqual({ src })
    }
  })

  it("asks for a banner under the data saver at a phone's width upright and the painted width sideways", () => {
    const asked = bannerRequest('/images/sliders/1.webp', '/images/banners/1.webp', true)
    expect(asked.slider.src).toBe('/images/sliders/1.webp?w=480&q=low')
    expect(asked.wide.src).toBe('/images/banners/1.webp?w=800&q=low')
  })
})
