import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createCountdown, upNextDue } from './countdown'

describe('up next', () => {
  it('is due in the last 10 s, or from the credits', () => {
    expect(upNextDue(1189, 1200)).toBe(false)
    expect(upNextDue(1190, 1200)).toBe(true)
    expect(upNextDue(1150, 1200, 1140)).toBe(true)
    expect(upNextDue(1130, 1200, 1140)).toBe(false)
    // Too short an episode to offer anything.
    expect(upNextDue(15, 20)).toBe(false)
  })
})

describe('countdown', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('counts 5 s down and then plays the next episode once', () => {
    const ticks: number[] = []
    const done = vi.fn()
    createCountdown(5, { tick: (l) => ticks.push(l), done })
    vi.advanceTimersByTime(4999)
    expect(done).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(done).toHaveBeenCalledTimes(1)
    expect(ticks).toEqual([5, 4, 3, 2, 1, 0])
    vi.advanceTimersByTime(5000)
    expect(done).toHaveBeenCalledTimes(1)
  })

  it('cancelled, it never plays the next episode', () => {
    const done = vi.fn()
    const c = createCountdown(5, { tick: () => undefined, done })
    vi.advanceTimersByTime(3000)
    c.cancel()
    vi.advanceTimersByTime(10_000)
    expect(done).not.toHaveBeenCalled()
  })
})
