import { describe, expect, it } from 'vitest'
import { paired, runOrder, signTestP } from './ab-order.ts'

describe('runOrder', () => {
  it('puts each build first in half of the pairs, alternating', () => {
    expect(runOrder(4)).toEqual([
      ['a', 'b'],
      ['b', 'a'],
      ['a', 'b'],
      ['b', 'a'],
    ])
    const firsts = runOrder(6).map(([first]) => first)
    expect(firsts.filter((s) => s === 'a')).toHaveLength(3)
    expect(firsts.filter((s) => s === 'b')).toHaveLength(3)
  })

  it('gives no pairs for none', () => {
    expect(runOrder(0)).toEqual([])
  })
})

describe('paired', () => {
  it('gives each build its median and spread, and compares pair by pair', () => {
    const result = paired([200, 100, 300, 250], [150, 120, 200, 100])
    expect(result.a).toEqual({ median: 225, min: 100, max: 300 })
    expect(result.b).toEqual({ median: 135, min: 100, max: 200 })
    expect(result.bLower).toBe(3)
    expect(result.bHigher).toBe(1)
    // Changes: −50, +20, −100, −150 → median of −100 and −50.
    expect(result.medianChange).toBe(-75)
  })

  it('takes the order apart from the change: each build ran second in half the pairs', () => {
    // The change lowers the figure by 10; whichever build runs second comes out 40 lower.
    const a = [100, 100 - 40, 100, 100 - 40]
    const b = [100 - 10 - 40, 100 - 10, 100 - 10 - 40, 100 - 10]
    const result = paired(a, b)
    expect(result.change).toBe(-10)
    expect(result.secondRun).toBe(-40)
    // Pair by pair the order hides the change: B lower in the pairs it ran second, higher in the others.
    expect([result.bLower, result.bHigher]).toEqual([2, 2])
  })

  it('cannot take the order apart from pairs all run in one order', () => {
    const result = paired(
      [100, 120],
      [90, 100],
      [
        ['a', 'b'],
        ['a', 'b'],
      ],
    )
    expect(result.change).toBeNull()
    expect(result.secondRun).toBeNull()
    expect(result.medianChange).toBe(-15)
  })

  it('refuses runs that do not pair up', () => {
    expect(() => paired([1, 2], [1])).toThrow(/as many runs/)
    expect(() => paired([], [])).toThrow(/as many runs/)
    expect(() => paired([1, 2], [1, 2], [['a', 'b']])).toThrow(/names 1 pairs/)
  })
})

describe('signTestP', () => {
  it('is the two-sided exact binomial tail of the smaller side, ties left out', () => {
    // 4 of 10: P(X ≤ 4) = 386/1024, doubled.
    expect(signTestP(4, 6)).toBeCloseTo(772 / 1024, 10)
    // 6 of 6 lower: 2 × 1/64.
    expect(signTestP(6, 0)).toBeCloseTo(2 / 64, 10)
    expect(signTestP(0, 10)).toBeCloseTo(2 / 1024, 10)
  })

  it('says a split in the middle, or no pairs that differ, cannot tell anything', () => {
    expect(signTestP(5, 5)).toBe(1)
    expect(signTestP(0, 0)).toBe(1)
  })
})
