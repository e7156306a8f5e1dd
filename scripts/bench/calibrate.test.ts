import { describe, expect, it } from 'vitest'
import { DEFAULT_PHONE_INDEX, phoneIndexFrom, slowdownFor } from './calibrate.ts'

describe('the calibrated CPU slowdown', () => {
  it('makes a fast host and a slow host stand for the same phone', () => {
    expect(slowdownFor(4000, 400)).toBe(10)
    expect(slowdownFor(1800, 400)).toBe(4.5)
    expect(4000 / slowdownFor(4000, 400)).toBeCloseTo(1800 / slowdownFor(1800, 400), 5)
  })

  it('rounds to one decimal', () => {
    expect(slowdownFor(1234, 400)).toBe(3.1)
  })

  it('never speeds up a host slower than the phone', () => {
    expect(slowdownFor(300, 400)).toBe(1)
  })

  it('refuses a missing or broken benchmark index instead of guessing one', () => {
    expect(() => slowdownFor(Number.NaN, 400)).toThrow(/benchmark index/)
    expect(() => slowdownFor(0, 400)).toThrow(/benchmark index/)
  })
})

describe('the phone index', () => {
  it('is 400 unless BENCH_PHONE_INDEX names another', () => {
    expect(phoneIndexFrom({})).toBe(DEFAULT_PHONE_INDEX)
    expect(DEFAULT_PHONE_INDEX).toBe(400)
    expect(phoneIndexFrom({ BENCH_PHONE_INDEX: '1000' })).toBe(1000)
  })

  it('refuses what is not a positive number', () => {
    expect(() => phoneIndexFrom({ BENCH_PHONE_INDEX: 'fast' })).toThrow(/positive number/)
    expect(() => phoneIndexFrom({ BENCH_PHONE_INDEX: '-5' })).toThrow(/positive number/)
  })
})
