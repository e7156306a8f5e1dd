import { describe, expect, it } from 'vitest'
import { timeLeft, watchProgress } from './time'

const MIN = 60_000
const HOUR = 60 * MIN

describe('watch progress', () => {
  it('is position over duration', () => {
    expect(watchProgress(30 * MIN, 2 * HOUR)).toBe(0.25)
    expect(watchProgress(0, HOUR)).toBe(0)
    expect(watchProgress(HOUR, HOUR)).toBe(1)
  })

  it('stays within 0..1 for odd values', () => {
    expect(watchProgress(2 * HOUR, HOUR)).toBe(1)
    expect(watchProgress(-5, HOUR)).toBe(0)
    expect(watchProgress(10, 0)).toBe(0)
    expect(watchProgress(Number.NaN, HOUR)).toBe(0)
  })
})

describe('time left', () => {
  it('is in hours when at least one hour is left', () => {
    expect(timeLeft(0, HOUR)).toEqual({ unit: 'hours', value: 1 })
    expect(timeLeft(10 * MIN, 3 * HOUR)).toEqual({ unit: 'hours', value: 2 })
    expect(timeLeft(0, 2 * HOUR - 1)).toEqual({ unit: 'hours', value: 1 })
  })

  it('is in minutes below one hour, rounded up', () => {
    expect(timeLeft(1, HOUR)).toEqual({ unit: 'minutes', value: 60 })
    expect(timeLeft(20 * MIN, 45 * MIN)).toEqual({ unit: 'minutes', value: 25 })
    expect(timeLeft(45 * MIN - 30_000, 45 * MIN)).toEqual({ unit: 'minutes', value: 1 })
  })

  it('is zero minutes for a finished episode or a position past the end', () => {
    expect(timeLeft(HOUR, HOUR)).toEqual({ unit: 'minutes', value: 0 })
    expect(timeLeft(2 * HOUR, HOUR)).toEqual({ unit: 'minutes', value: 0 })
    expect(timeLeft(0, -1)).toEqual({ unit: 'minutes', value: 0 })
  })
})
