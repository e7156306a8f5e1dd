import { describe, expect, it } from 'vitest'
import type { DownloadRow, SegmentRow } from '../../../data/downloads/types'
import { ARRIVAL_STALL_MS, awaitArrival, type ArrivalSource } from './downloader-arrival'

const PATHS = [
  '240p/index.m3u8',
  '240p/init.mp4',
  '240p/l0/seg_000.m4s',
  '240p/l0/seg_001.m4s',
  '240p/l0/seg_002.m4s',
  '240p/l0/seg_003.m4s',
]

/** A download whose first `done` files are stored; each sleep lets `tick` change it, and moves the clock. */
function download(done: number, state: DownloadRow['state'] = 'downloading', opts: { background?: boolean } = {}) {
  let clock = 0
  const segs: SegmentRow[] = PATHS.map((path, index) => ({ episodeId: 1, index, path, bytes: index < done ? 10 : 0, done: index < done }))
  const row = { state, segmentsDone: done } as DownloadRow
  let tick: (() => void) | null = null
  const source: ArrivalSource = {
    row: () => Promise.resolve({ ...row }),
    segments: () => Promise.resolve(segs.map((s) => ({ ...s }))),
    inFlight: 2,
    background: () => Promise.resolve(opts.background === true),
    sleep: (ms) => {
      clock += ms
      tick?.()
      return Promise.resolve()
    },
  }
  const store = (index: number) => {
    const s = segs[index]
    if (s && !s.done) {
      s.done = true
      row.segmentsDone++
    }
  }
  return { source, store, row, now: () => clock, onSleep: (fn: () => void) => (tick = fn) }
}

const signal = () => new AbortController().signal

describe('waiting for the downloader rather than fetching the same file beside it', () => {
  it('the file the downloader fetches next is waited for, and comes from the store', async () => {
    const d = download(2)
    let sleeps = 0
    d.onSleep(() => {
      if (++sleeps === 3) d.store(2)
    })
    expect(await awaitArrival(d.source, PATHS[2] ?? '', signal(), d.now)).toBe(true)
  })

  it('a file further ahead than the files in flight (a seek) is not waited for', async () => {
    const d = download(2)
    expect(await awaitArrival(d.source, PATHS[4] ?? '', signal(), d.now)).toBe(false)
  })

  it('a paused download is not waited for', async () => {
    const d = download(2, 'paused')
    expect(await awaitArrival(d.source, PATHS[2] ?? '', signal(), d.now)).toBe(false)
  })

  it('a download the browser carries in the background is not waited for: its files land at its end', async () => {
    const d = download(2, 'downloading', { background: true })
    expect(await awaitArrival(d.source, PATHS[2] ?? '', signal(), d.now)).toBe(false)
  })

  it('a downloader that stores nothing for a while is given up on', async () => {
    const d = download(2)
    expect(await awaitArrival(d.source, PATHS[2] ?? '', signal(), d.now)).toBe(false)
    expect(d.now()).toBeGreaterThanOrEqual(ARRIVAL_STALL_MS)
  })

  it('a downloader storing other files keeps the wait going until this one lands', async () => {
    const d = download(2)
    let sleeps = 0
    // The file after it lands first, then, well past the stall time in all, this one.
    d.onSleep(() => {
      sleeps++
      if (sleeps === 30) d.store(3)
      if (sleeps === 55) d.store(2)
    })
    expect(await awaitArrival(d.source, PATHS[2] ?? '', signal(), d.now)).toBe(true)
    expect(d.now()).toBeGreaterThan(ARRIVAL_STALL_MS)
  })

  it('a file already stored answers at once; a dropped load stops waiting', async () => {
    const d = download(3)
    expect(await awaitArrival(d.source, PATHS[2] ?? '', signal(), d.now)).toBe(true)
    const c = new AbortController()
    c.abort()
    expect(await awaitArrival(download(2).source, PATHS[2] ?? '', c.signal)).toBe(false)
  })
})
