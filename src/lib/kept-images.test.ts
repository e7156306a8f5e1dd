import { describe, expect, it } from 'vitest'
import { imagesLoadedWithoutWorker, keepableImages, MAX_KEPT_IMAGES } from './kept-images'

const origin = 'https://app.test'

describe('images the worker is asked to keep', () => {
  it('keeps the app’s own image addresses, each once, as absolute addresses', () => {
    expect(keepableImages(['/images/sliders/1.webp', 'https://app.test/images/posters/2.webp', '/images/sliders/1.webp'], origin)).toEqual([
      'https://app.test/images/sliders/1.webp',
      'https://app.test/images/posters/2.webp',
    ])
  })

  it('drops other origins, other paths, and malformed or climbing addresses', () => {
    const hostile = [
      'https://evil.test/images/a.webp',
      '/v1/profile',
      '/assets/index.js',
      'http://[::1',
      '/images/../v1/profile',
      '/images/a b.webp',
      'javascript:alert(1)',
    ]
    expect(keepableImages(hostile, origin)).toEqual([])
  })

  it('cuts a long list instead of refusing it', () => {
    const many = Array.from({ length: MAX_KEPT_IMAGES + 10 }, (_, i) => `/images/posters/${i}.webp`)
    const kept = keepableImages(many, origin)
    expect(kept).toHaveLength(MAX_KEPT_IMAGES)
    expect(kept[0]).toBe('https://app.test/images/posters/0.webp')
  })

  it('from resource timing, takes only the images no worker fetched', () => {
    const entries = [
      { name: 'https://app.test/images/sliders/1.webp', initiatorType: 'link', workerStart: 0 },
      { name: 'https://app.test/images/posters/3.webp', initiatorType: 'img', workerStart: 0 },
      { name: 'https://app.test/images/posters/4.webp', initiatorType: 'img', workerStart: 812.5 },
      { name: 'https://app.test/assets/index.js', initiatorType: 'script', workerStart: 0 },
      { name: 'https://app.test/images/posters/5.webp', initiatorType: 'fetch', workerStart: 0 },
    ]
    expect(imagesLoadedWithoutWorker(entries, origin)).toEqual([
      'https://app.test/images/sliders/1.webp',
      'https://app.test/images/posters/3.webp',
    ])
  })
})
