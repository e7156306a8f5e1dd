import { describe, expect, it } from 'vitest'
import { readBootBanner } from './boot-banner'

function page(attrs: string): Document {
  const doc = document.implementation.createHTMLDocument('')
  doc.body.innerHTML = `<div data-boot-banner ${attrs}></div>`
  return doc
}

describe('the banner the page shell already shows', () => {
  it('is read from the frame the server drew it into', () => {
    expect(readBootBanner(page('data-slider="/images/sliders/1.webp" data-wide="/images/banners/1.webp"'))).toEqual({
      slider: '/images/sliders/1.webp',
      wide: '/images/banners/1.webp',
    })
  })

  it('names the title it belongs to on a title page', () => {
    expect(readBootBanner(page('data-slider="/images/sliders/7.webp" data-wide="/images/banners/7.webp" data-content="7"'))?.content).toBe(
      '7',
    )
  })

  it('is null for a shell without one (the worker’s copy of the page) or without a frame', () => {
    expect(readBootBanner(page(''))).toBeNull()
    expect(readBootBanner(document.implementation.createHTMLDocument(''))).toBeNull()
  })

  it('refuses paths that are not plain same-origin image paths', () => {
    for (const bad of ['javascript:alert(1)', '//evil.example/a.webp', 'https://evil.example/a.webp', '/a b.webp', '/a"onerror="x']) {
      const doc = document.implementation.createHTMLDocument('')
      doc.body.innerHTML = '<div data-boot-banner></div>'
      const frame = doc.querySelector<HTMLElement>('[data-boot-banner]')!
      frame.dataset.slider = bad
      frame.dataset.wide = '/images/banners/1.webp'
      expect(readBootBanner(doc)).toBeNull()
    }
  })
})
