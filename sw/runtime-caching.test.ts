import { describe, expect, it } from 'vitest'
import { API_CACHE_PREFIX as PAGE_PREFIX } from '../src/data/api-caches'
import {
  API_CACHE_PREFIX,
  CATALOGUE_CACHE,
  IMAGE_CACHE,
  LAZY_CHUNK_CACHE,
  languageCacheKey,
  markCacheFallback,
  runtimeCacheFor,
} from './runtime-caching'
import { isServerPath } from './server-paths'
import { storedFile } from '../src/data/downloads/layout'

const origin = 'https://app.test'
const cacheOf = (path: string, method = 'GET', destination = '') => runtimeCacheFor(new URL(path, origin), method, destination, origin)

describe('runtime caching', () => {
  it('keeps catalogue reads, images and lazily loaded chunks', () => {
    expect(cacheOf('/v1/home')).toBe(CATALOGUE_CACHE)
    expect(cacheOf('/v1/content/12')).toBe(CATALOGUE_CACHE)
    expect(cacheOf('/v1/category?categoryId=1&type=section&page=2')).toBe(CATALOGUE_CACHE)
    expect(cacheOf('/images/posters/1.webp', 'GET', 'image')).toBe(IMAGE_CACHE)
    expect(cacheOf('/assets/hls-abc.js', 'GET', 'script')).toBe(LAZY_CHUNK_CACHE)
  })

  it('never caches media segments, writes, or a viewer’s own data', () => {
    expect(cacheOf('/media/1/720p/seg-001.m4s', 'GET', 'video')).toBeNull()
    expect(cacheOf('/media/1/master.m3u8')).toBeNull()
    for (const path of [
      '/v1/user/profile',
      '/v1/favorite?page=1',
      '/v1/watch_history?page=1',
      '/v1/notification?page=1',
      '/v1/subscription?userId=1',
      '/v1/payment?userId=1&platform=pwa',
    ]) {
      expect(cacheOf(path), path).toBeNull()
    }
    expect(cacheOf('/v1/favorite', 'POST')).toBeNull()
    expect(cacheOf('https://elsewhere.test/v1/home')).toBeNull()
  })

  it('granted media is never cached by the service worker, nor answered with the app shell', () => {
    const grant = '7.1735693200.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'
    for (const file of ['master.m3u8', '240p/index.m3u8', '240p/init.mp4', '720p/seg_008.m4s']) {
      const path = `/media/e/201/${grant}/${file}`
      for (const destination of ['', 'video', 'image', 'script'])
        expect(cacheOf(path, 'GET', destination), `${path} ${destination}`).toBeNull()
      expect(isServerPath(path), path).toBe(true)
    }
  })

  it('a download’s stored files and the addresses it was fetched from never go to a runtime cache', () => {
    const grant = '7.1735693200.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'
    for (const file of ['master.m3u8', '720p/index.m3u8', '720p/init.mp4', '720p/l3/seg_004.m4s']) {
      for (const path of [storedFile(201, file), `/media/e/201/${grant}/${file}`]) {
        for (const destination of ['', 'video', 'audio', 'image', 'script'])
          expect(cacheOf(path, 'GET', destination), `${path} ${destination}`).toBeNull()
      }
    }
    // Even an address shaped like a cached one stays out when it is under the downloads' prefix.
    for (const path of ['/__downloads/1/assets/x.js', '/__downloads/images/a.webp']) expect(cacheOf(path, 'GET', 'image')).toBeNull()
  })

  it('names every API cache with the prefix that logout purges', () => {
    expect(API_CACHE_PREFIX).toBe(PAGE_PREFIX)
    expect(CATALOGUE_CACHE.startsWith(PAGE_PREFIX)).toBe(true)
  })

  it('leaves server paths to the server, never to the app shell', () => {
    for (const p of ['/v1/home', '/media/x.m3u8', '/he/check', '/operator/pay', '/__dev/otp', '/images/a.webp'])
      expect(isServerPath(p), p).toBe(true)
    for (const p of ['/', '/content', '/search', '/v1home']) expect(isServerPath(p), p).toBe(false)
  })

  it('keys a catalogue answer by the language it was asked in, so neither language replaces or stands in for the other', () => {
    const home = `${origin}/v1/home`
    expect(languageCacheKey(home, 'en')).not.toBe(languageCacheKey(home, 'my'))
    expect(languageCacheKey(home, 'my')).toBe(languageCacheKey(home, 'my'))
    expect(languageCacheKey(home, null)).not.toBe(languageCacheKey(home, 'my'))
    const category = languageCacheKey(`${origin}/v1/category?categoryId=1&type=section&page=2`, 'en')
    expect(new URL(category).searchParams.get('page')).toBe('2')
    expect(new URL(category).pathname).toBe('/v1/category')
    expect(new URL(languageCacheKey(home, '"><script>')).searchParams.get('__lang')).toBe('script')
  })

  it('leaves the page’s HEAD check of the server to the network', () => {
    expect(cacheOf('/v1/popup', 'HEAD')).toBeNull()
  })

  it('marks a cached answer with why the network did not answer: a failed fetch or a timeout', async () => {
    const stored = () => new Response('{}', { status: 200, headers: { 'content-type': 'application/json' } })
    const failedState: Record<string, unknown> = {}
    await markCacheFallback.fetchDidFail({ state: failedState })
    const afterFailure = await markCacheFallback.cachedResponseWillBeUsed({ cachedResponse: stored(), state: failedState })
    expect(afterFailure?.headers.get('X-SW-Fallback')).toBe('network')
    const afterTimeout = await markCacheFallback.cachedResponseWillBeUsed({ cachedResponse: stored(), state: {} })
    expect(afterTimeout?.headers.get('X-SW-Fallback')).toBe('timeout')
    expect(afterTimeout?.headers.get('content-type')).toBe('application/json')
  })
})
