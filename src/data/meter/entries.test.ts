import { describe, expect, it } from 'vitest'
import { classify, HEADER_BYTES } from './entries'

const origin = 'https://app.example'
const entry = (name: string, initiatorType: string, transferSize: number, encodedBodySize = Math.max(0, transferSize - 300)) => ({
  name,
  initiatorType,
  transferSize,
  encodedBodySize,
})

describe('what the meter counts of a transfer', () => {
  it('the player’s segments in the page are watching', () => {
    expect(classify(entry(`${origin}/media/e/3/g/l1/seg_001.m4s`, 'xmlhttprequest', 400_300), origin, 'page')).toEqual({
      category: 'watching',
      bytes: 400_000 + HEADER_BYTES,
    })
  })

  it('media the downloader fetches is left to the downloader, in the page and in the worker', () => {
    expect(classify(entry(`${origin}/media/e/3/g/l1/seg_001.m4s`, 'fetch', 400_300), origin, 'page')).toBeNull()
    expect(classify(entry(`${origin}/media/e/3/g/l1/seg_001.m4s`, 'xmlhttprequest', 400_300), origin, 'worker')).toBeNull()
  })

  it('catalogue calls, pictures, scripts and the page itself are browsing', () => {
    for (const [name, type] of [
      ['/v1/home', 'fetch'],
      ['/images/posters/1.webp', 'img'],
      ['/assets/index.js', 'script'],
      ['/', 'navigation'],
    ] as const) {
      expect(classify(entry(origin + name, type, 5300), origin, 'page')?.category).toBe('browsing')
    }
  })

  it('an answer from a cache costs nothing', () => {
    expect(classify(entry(`${origin}/images/posters/1.webp`, 'img', 0, 7000), origin, 'page')).toBeNull()
  })

  it('a browser that reports real header sizes is taken at its word', () => {
    expect(classify(entry(`${origin}/v1/home`, 'fetch', 5000, 3000), origin, 'page')?.bytes).toBe(5000)
  })

  describe('hostile entries', () => {
    it('a negative or non-numeric size counts nothing', () => {
      expect(
        classify({ name: `${origin}/v1/home`, initiatorType: 'fetch', transferSize: -10, encodedBodySize: -10 }, origin, 'page'),
      ).toBeNull()
      expect(
        classify({ name: `${origin}/v1/home`, initiatorType: 'fetch', transferSize: Number.NaN, encodedBodySize: 5 }, origin, 'page'),
      ).toBeNull()
    })

    it('an address that is not a URL counts nothing', () => {
      expect(classify(entry('http://[::1', 'fetch', 900), origin, 'page')).toBeNull()
    })

    it('another origin’s /media/ path is not mistaken for the player’s segments', () => {
      expect(classify(entry('https://evil.example/media/x.m4s', 'xmlhttprequest', 900), origin, 'page')?.category).toBe('browsing')
    })
  })
})
