import { describe, expect, it } from 'vitest'
import { prefetchCode, type PrefetchDeps } from './prefetch-code'

const ORIGIN = 'https://app.example'

function deps(opts: { fetched?: string[]; fail?: string[]; status?: number } = {}) {
  const calls: Array<{ url: string; init: RequestInit }> = []
  const read: string[] = []
  const d: PrefetchDeps = {
    origin: ORIGIN,
    fetched: () => opts.fetched ?? [],
    fetch: (url, init) => {
      calls.push({ url, init })
      if (opts.fail?.includes(url)) return Promise.reject(new TypeError('Failed to fetch'))
      return Promise.resolve({ ok: (opts.status ?? 200) < 300, arrayBuffer: () => (read.push(url), Promise.resolve(new ArrayBuffer(1))) })
    },
  }
  return { d, calls, read }
}

describe('fetching code ahead of need', () => {
  it('asks for each file once, at low priority, and reads it to its end so the cache keeps it', async () => {
    const { d, calls, read } = deps()
    await prefetchCode(['/assets/player-a.js', '/assets/hls-b.js', '/assets/player-a.js'], d)
    expect(calls.map((c) => c.url)).toEqual(['/assets/player-a.js', '/assets/hls-b.js'])
    expect(calls.every((c) => c.init.priority === 'low' && c.init.credentials === 'same-origin')).toBe(true)
    expect(read).toEqual(['/assets/player-a.js', '/assets/hls-b.js'])
  })

  it('asks for every file at once, without waiting for one to arrive before the next', async () => {
    const asked: string[] = []
    const d: PrefetchDeps = {
      origin: ORIGIN,
      fetched: () => [],
      // A link that never answers: every request must be under way all the same.
      fetch: (url) => (asked.push(url), new Promise(() => undefined)),
    }
    void prefetchCode(['/assets/a.js', '/assets/b.js', '/assets/c.js'], d)
    expect(asked).toEqual(['/assets/a.js', '/assets/b.js', '/assets/c.js'])
  })

  it('skips what the page has already fetched', async () => {
    const { d, calls } = deps({ fetched: [`${ORIGIN}/assets/after-paint-c.js`, `${ORIGIN}/images/1.webp`] })
    await prefetchCode(['/assets/after-paint-c.js', '/assets/player-a.js'], d)
    expect(calls.map((c) => c.url)).toEqual(['/assets/player-a.js'])
  })

  it('settles without throwing when the link fails or a file is refused, and goes on with the rest', async () => {
    const { d, calls, read } = deps({ fail: ['/assets/player-a.js'] })
    await expect(prefetchCode(['/assets/player-a.js', '/assets/hls-b.js'], d)).resolves.toBeUndefined()
    expect(calls).toHaveLength(2)
    expect(read).toEqual(['/assets/hls-b.js'])

    const refused = deps({ status: 404 })
    await expect(prefetchCode(['/assets/gone.js'], refused.d)).resolves.toBeUndefined()
    expect(refused.read).toEqual([])
  })
})
