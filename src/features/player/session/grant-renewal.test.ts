import { describe, expect, it, vi } from 'vitest'
import type { HlsConfig, Loader, LoaderCallbacks, LoaderContext, LoaderStats } from 'hls.js'
import { grantedSource, renewingLoader } from './grant-renewal'

const ORIGIN = 'https://app.test/player'
const FIRST = '/media/e/201/1.100.aaaa/master.m3u8'
const SECOND = '/media/e/201/1.200.bbbb/master.m3u8'
const flush = () => new Promise((resolve) => setTimeout(resolve, 0))

// Stands in for hls.js's XHR loader: records each request and lets the test answer it.
class FakeLoader implements Loader<LoaderContext> {
  static made: FakeLoader[] = []
  context: LoaderContext | null = null
  stats = { loading: { start: 0, first: 0, end: 0 }, retry: 0 } as unknown as LoaderStats
  callbacks: LoaderCallbacks<LoaderContext> | null = null
  url = ''
  constructor() {
    FakeLoader.made.push(this)
  }
  load(context: LoaderContext, _config: unknown, callbacks: LoaderCallbacks<LoaderContext>) {
    // hls.js's own loaders refuse a second use of the same stats.
    if (this.stats.loading.start) throw new Error('Loader can only be used once.')
    this.stats.loading.start = 1
    this.context = context
    this.url = context.url
    this.callbacks = callbacks
  }
  refuse(code = 403) {
    this.callbacks?.onError({ code, text: 'Forbidden' }, this.context as LoaderContext, null, this.stats)
  }
  succeed() {
    this.callbacks?.onSuccess({ url: this.url, data: 'ok' }, this.stats, this.context as LoaderContext, null)
  }
  abort() {
    this.callbacks?.onAbort?.(this.stats, this.context as LoaderContext, null)
  }
  destroy() {}
}

function harness(answers: Array<string | null>) {
  FakeLoader.made = []
  const renew = vi.fn(() => Promise.resolve(answers.shift() ?? null))
  const source = grantedSource(FIRST, renew, ORIGIN)
  const Loader = renewingLoader(FakeLoader, source)
  const seen: string[] = []
  const open = (path: string) => {
    const loader = new Loader({} as HlsConfig)
    const context = { url: new URL(path, ORIGIN).href, responseType: 'arraybuffer', type: 'manifest' } as unknown as LoaderContext
    loader.load(context, {} as never, {
      onSuccess: (r) => seen.push(`ok ${new URL(r.url).pathname}`),
      onError: (e) => seen.push(`error ${e.code}`),
      onTimeout: () => seen.push('timeout'),
      onAbort: () => seen.push('abort'),
    })
    return loader
  }
  return { renew, source, open, seen }
}

describe('media grant renewal', () => {
  it('asks the stream call again after a refused segment and fetches it under the fresh grant, unseen by hls.js', async () => {
    const { renew, open, seen } = harness([SECOND])
    const loader = open('/media/e/201/1.100.aaaa/240p/seg_007.m4s')
    const stats = loader.stats
    FakeLoader.made[0]?.refuse()
    await flush()
    expect(renew).toHaveBeenCalledTimes(1)
    expect(FakeLoader.made[1]?.url).toBe('https://app.test/media/e/201/1.200.bbbb/240p/seg_007.m4s')
    FakeLoader.made[1]?.succeed()
    expect(seen).toEqual(['ok /media/e/201/1.200.bbbb/240p/seg_007.m4s'])
    // hls.js keeps the stats object it read first; the repeated request reports into that one.
    expect(FakeLoader.made[1]?.stats).toBe(stats)
  })

  it('makes one stream call for several loads refused at once, and later loads go straight to the fresh grant', async () => {
    const { renew, open, seen } = harness([SECOND])
    open('/media/e/201/1.100.aaaa/360p/index.m3u8')
    open('/media/e/201/1.100.aaaa/240p/seg_003.m4s')
    FakeLoader.made[0]?.refuse()
    FakeLoader.made[1]?.refuse()
    await flush()
    expect(renew).toHaveBeenCalledTimes(1)
    FakeLoader.made[2]?.succeed()
    FakeLoader.made[3]?.succeed()
    expect(seen).toEqual(['ok /media/e/201/1.200.bbbb/360p/index.m3u8', 'ok /media/e/201/1.200.bbbb/240p/seg_003.m4s'])
    // hls.js resolved this address from the old playlist: it is moved under the fresh grant.
    open('/media/e/201/1.100.aaaa/240p/seg_004.m4s')
    expect(FakeLoader.made[4]?.url).toBe('https://app.test/media/e/201/1.200.bbbb/240p/seg_004.m4s')
  })

  it('renews again when the fresh grant runs out in turn', async () => {
    const { renew, open } = harness([SECOND, '/media/e/201/1.300.cccc/master.m3u8'])
    open('/media/e/201/1.100.aaaa/240p/seg_001.m4s')
    FakeLoader.made[0]?.refuse()
    await flush()
    FakeLoader.made[1]?.succeed()
    open('/media/e/201/1.200.bbbb/240p/seg_002.m4s')
    FakeLoader.made[2]?.refuse()
    await flush()
    expect(renew).toHaveBeenCalledTimes(2)
    expect(FakeLoader.made[3]?.url).toBe('https://app.test/media/e/201/1.300.cccc/240p/seg_002.m4s')
  })

  it('hands hls.js the refusal when the viewer may no longer watch, or the fresh grant is refused too', async () => {
    const gone = harness([null])
    gone.open('/media/e/201/1.100.aaaa/240p/seg_001.m4s')
    FakeLoader.made[0]?.refuse()
    await flush()
    expect(gone.seen).toEqual(['error 403'])
    expect(FakeLoader.made).toHaveLength(1)

    const twice = harness([SECOND, '/media/e/201/1.300.cccc/master.m3u8'])
    twice.open('/media/e/201/1.100.aaaa/240p/seg_001.m4s')
    FakeLoader.made[0]?.refuse()
    await flush()
    FakeLoader.made[1]?.refuse()
    await flush()
    expect(twice.seen).toEqual(['error 403'])
    expect(twice.renew).toHaveBeenCalledTimes(1)
  })

  it('leaves other failures to hls.js without a stream call', async () => {
    const { renew, open, seen } = harness([SECOND])
    open('/media/e/201/1.100.aaaa/240p/seg_001.m4s')
    FakeLoader.made[0]?.refuse(404)
    await flush()
    expect(renew).not.toHaveBeenCalled()
    expect(seen).toEqual(['error 404'])
  })

  it('does not load again when hls.js aborted during the renewal', async () => {
    const { open, seen } = harness([SECOND])
    const loader = open('/media/e/201/1.100.aaaa/240p/seg_001.m4s')
    FakeLoader.made[0]?.refuse()
    loader.abort()
    await flush()
    expect(FakeLoader.made).toHaveLength(1)
    expect(seen).toEqual(['abort'])
  })

  it('leaves addresses outside any grant alone', () => {
    const { source } = harness([])
    expect(source.current('https://app.test/media/trailer/master.m3u8')).toBe('https://app.test/media/trailer/master.m3u8')
  })
})
