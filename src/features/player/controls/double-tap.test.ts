import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createTapTracker, STREAK_END_MS, TAP_WINDOW_MS, zoneOf, type Streak } from './double-tap'

function tracker() {
  const log = { singles: 0, seeks: [] as number[], streaks: [] as Array<Streak | null> }
  const t = createTapTracker({ single: () => log.singles++, seek: (d) => log.seeks.push(d), streak: (s) => log.streaks.push(s) })
  return { t, log }
}

describe('taps on the picture', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('splits the width in thirds', () => {
    expect([zoneOf(10, 360), zoneOf(180, 360), zoneOf(350, 360)]).toEqual(['left', 'middle', 'right'])
  })

  it('a single tap on a side shows or hides the controls once no second tap follows', () => {
    const { t, log } = tracker()
    t.tap('right')
    expect(log.singles).toBe(0)
    vi.advanceTimersByTime(TAP_WINDOW_MS)
    expect(log.singles).toBe(1)
    expect(log.seeks).toEqual([])
  })

  it('a double tap on the right seeks +10 s and on the left −10 s', () => {
    const { t, log } = tracker()
    t.tap('right')
    t.tap('right')
    vi.advanceTimersByTime(STREAK_END_MS)
    t.tap('left')
    vi.advanceTimersByTime(100)
    t.tap('left')
    expect(log.seeks).toEqual([10, -10])
    expect(log.singles).toBe(0)
  })

  it('further taps while the run lasts add 10 s each, with a running total, then the total goes', () => {
    const { t, log } = tracker()
    t.tap('right')
    t.tap('right')
    vi.advanceTimersByTime(STREAK_END_MS - 100)
    t.tap('right')
    vi.advanceTimersByTime(STREAK_END_MS - 100)
    t.tap('right')
    expect(log.seeks).toEqual([10, 10, 10])
    expect(log.streaks.at(-1)).toEqual({ zone: 'right', total: 30 })
    vi.advanceTimersByTime(STREAK_END_MS)
    expect(log.streaks.at(-1)).toBeNull()
    expect(log.singles).toBe(0)
  })

  it('a tap in the middle acts at once and never seeks', () => {
    const { t, log } = tracker()
    t.tap('middle')
    t.tap('middle')
    expect(log.singles).toBe(2)
    expect(log.seeks).toEqual([])
  })

  it('two taps on opposite sides are two single taps', () => {
    const { t, log } = tracker()
    t.tap('left')
    t.tap('right')
    vi.advanceTimersByTime(TAP_WINDOW_MS)
    expect(log.singles).toBe(2)
    expect(log.seeks).toEqual([])
  })
})
