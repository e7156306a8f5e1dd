import { afterEach, describe, expect, it, vi } from 'vitest'
import { observeTransfers } from './observe'

const origin = 'https://app.example'

class FakeObserver {
  static made: FakeObserver[] = []
  static supportedEntryTypes = ['resource', 'navigation']
  observed: unknown[] = []
  constructor(readonly callback: (list: { getEntries(): unknown[] }) => void) {
    FakeObserver.made.push(this)
  }
  observe(options: unknown) {
    this.observed.push(options)
  }
  disconnect() {}
  deliver(entries: unknown[]) {
    this.callback({ getEntries: () => entries })
  }
}

afterEach(() => {
  vi.unstubAllGlobals()
  FakeObserver.made = []
})

describe('counting a context’s transfers', () => {
  it('reads resources and the navigation, buffered ones included, and writes one sum per category', async () => {
    vi.stubGlobal('PerformanceObserver', FakeObserver)
    const written: Array<[string, number, number]> = []
    const meter = observeTransfers(
      async (c, b, at) => void written.push([c, b, at]),
      origin,
      'page',
      () => 42,
    )
    expect(FakeObserver.made.map((o) => o.observed[0])).toEqual([
      { type: 'resource', buffered: true },
      { type: 'navigation', buffered: true },
    ])
    FakeObserver.made[0]!.deliver([
      { name: `${origin}/v1/home`, initiatorType: 'fetch', transferSize: 4300, encodedBodySize: 4000 },
      { name: `${origin}/media/e/1/g/l0/seg_1.m4s`, initiatorType: 'xmlhttprequest', transferSize: 100_300, encodedBodySize: 100_000 },
      { name: `${origin}/images/posters/1.webp`, initiatorType: 'img', transferSize: 0, encodedBodySize: 9000 },
    ])
    FakeObserver.made[1]!.deliver([{ name: `${origin}/`, initiatorType: 'navigation', transferSize: 15_300, encodedBodySize: 15_000 }])
    await meter.flush()
    expect(written.sort()).toEqual([
      ['browsing', 4600 + 15_600, 42],
      ['watching', 100_600, 42],
    ])
    await meter.flush()
    expect(written).toHaveLength(2)
    meter.stop()
  })

  it('counts nothing where the browser has no Resource Timing', async () => {
    vi.stubGlobal('PerformanceObserver', undefined)
    const record = vi.fn(async () => true)
    const meter = observeTransfers(record, origin, 'worker')
    await meter.flush()
    expect(record).not.toHaveBeenCalled()
  })
})
