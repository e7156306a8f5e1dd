import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createPositionScheduler, type PositionSample } from './position-scheduler'

function harness(start: PositionSample | null = { position: 0, duration: 60_000 }) {
  let current = start
  const posts: PositionSample[] = []
  const scheduler = createPositionScheduler({ read: () => current, post: (s) => posts.push(s) })
  return {
    scheduler,
    posts,
    at(position: number, duration = 60_000) {
      current = { position, duration }
    },
    unknown() {
      current = null
    },
  }
}

describe('position scheduler', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('reports every 10 s while playing, and not before', () => {
    const h = harness()
    h.scheduler.playing()
    h.at(9_000)
    vi.advanceTimersByTime(9_999)
    expect(h.posts).toEqual([])
    h.at(10_000)
    vi.advanceTimersByTime(1)
    expect(h.posts).toEqual([{ position: 10_000, duration: 60_000 }])
    h.at(20_000)
    vi.advanceTimersByTime(10_000)
    expect(h.posts.map((p) => p.position)).toEqual([10_000, 20_000])
  })

  it('reports at once on pause and stops the periodic report', () => {
    const h = harness()
    h.scheduler.playing()
    h.at(4_321.6)
    h.scheduler.paused()
    expect(h.posts).toEqual([{ position: 4_322, duration: 60_000 }])
    h.at(8_000)
    vi.advanceTimersByTime(60_000)
    expect(h.posts).toHaveLength(1)
  })

  it('reports on seek and when the page is hidden', () => {
    const h = harness()
    h.at(30_000)
    h.scheduler.seeked()
    h.at(31_000)
    h.scheduler.hidden()
    expect(h.posts.map((p) => p.position)).toEqual([30_000, 31_000])
  })

  it('posts nothing twice when nothing changed', () => {
    const h = harness()
    h.at(5_000)
    h.scheduler.paused()
    h.scheduler.hidden()
    h.scheduler.hidden()
    h.scheduler.seeked()
    h.scheduler.playing()
    vi.advanceTimersByTime(30_000)
    expect(h.posts).toEqual([{ position: 5_000, duration: 60_000 }])
  })

  it('starts one timer however often playing is reported', () => {
    const h = harness()
    h.scheduler.playing()
    h.scheduler.playing()
    h.scheduler.playing()
    h.at(10_000)
    vi.advanceTimersByTime(10_000)
    expect(h.posts).toHaveLength(1)
  })

  it('marks the episode finished at its end', () => {
    const h = harness()
    h.scheduler.playing()
    h.at(59_870)
    h.scheduler.ended()
    expect(h.posts).toEqual([{ position: 60_000, duration: 60_000 }])
    vi.advanceTimersByTime(30_000)
    expect(h.posts).toHaveLength(1)
  })

  it('reports once on leaving, then never again', () => {
    const h = harness()
    h.scheduler.playing()
    h.at(12_000)
    h.scheduler.leave()
    h.at(13_000)
    h.scheduler.hidden()
    h.scheduler.playing()
    vi.advanceTimersByTime(60_000)
    expect(h.posts).toEqual([{ position: 12_000, duration: 60_000 }])
    expect(vi.getTimerCount()).toBe(0)
  })

  it('skips reports while the duration is unknown or invalid', () => {
    const h = harness(null)
    h.scheduler.paused()
    h.at(1_000, Number.NaN)
    h.scheduler.hidden()
    h.at(1_000, 0)
    h.scheduler.seeked()
    expect(h.posts).toEqual([])
  })

  it('never reports a position past the end', () => {
    const h = harness()
    h.at(60_400)
    h.scheduler.paused()
    expect(h.posts).toEqual([{ position: 60_000, duration: 60_000 }])
  })
})
