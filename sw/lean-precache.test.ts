import { describe, expect, it } from 'vitest'
import { fillScreenCode, isScreenCode } from './lean-precache'

function memoryCache(held: string[] = []) {
  const stored = new Map(held.map((u) => [u, new Response('old')]))
  return {
    stored,
    match: (url: RequestInfo | URL) => Promise.resolve(stored.get(String(url))),
    put: (url: RequestInfo | URL, res: Response) => (stored.set(String(url), res), Promise.resolve()),
  }
}

const urls = ['https://app.test/assets/home-1.js', 'https://app.test/assets/profile-2.js', 'https://app.test/assets/phone-3.js']

describe("the screens' code kept for offline use", () => {
  it('without the data saver fetches every screen not kept yet, as the precache would', async () => {
    const asked: Array<[string, RequestInit]> = []
    const cache = memoryCache([urls[0]!])
    const kept = await fillScreenCode(urls, false, cache, (url, init) => (asked.push([url, init]), Promise.resolve(new Response('js'))))
    expect(asked.map(([u]) => u)).toEqual([urls[1], urls[2]])
    expect(asked.every(([, init]) => init.cache === undefined)).toBe(true)
    expect(kept).toBe(2)
  })

  it("under the data saver asks only the browser's own cache, never the network, and keeps what it has", async () => {
    const inBrowserCache = new Set([urls[0]])
    const cache = memoryCache()
    const asked: RequestInit[] = []
    const kept = await fillScreenCode(urls, true, cache, (url, init) => {
      asked.push(init)
      // What only-if-cached does: the cached copy, or a network error.
      return inBrowserCache.has(url) ? Promise.resolve(new Response('js')) : Promise.reject(new TypeError('not cached'))
    })
    expect(asked.every((init) => init.cache === 'only-if-cached' && init.mode === 'same-origin')).toBe(true)
    expect(kept).toBe(1)
    expect([...cache.stored.keys()]).toEqual([urls[0]])
  })

  it('leaves a file whose answer is an error for its first use, not kept', async () => {
    const cache = memoryCache()
    expect(await fillScreenCode(urls, false, cache, () => Promise.resolve(new Response('gone', { status: 404 })))).toBe(0)
    expect(cache.stored.size).toBe(0)
  })

  it('holds back scripts alone: the page, its font, manifest and icons stay in the precache proper', () => {
    expect(isScreenCode('assets/profile-BFlc4q05.js')).toBe(true)
    expect(isScreenCode('/assets/framework-B2.js')).toBe(true)
    for (const url of ['index.html', 'assets/noto-sans-myanmar-400.woff2', 'manifest.webmanifest', 'icons/icon-192.png'])
      expect(isScreenCode(url)).toBe(false)
  })
})
