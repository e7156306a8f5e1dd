import { describe, expect, it } from 'vitest'
import { paired, runOrder } from './ab-order.ts'

describe('runOrder', () => {
  it('puts each build first in half of the pairs, alternating', () => {
    expect(runOrder(4)).toEqual([['a', 'b'], ['b', 'a'], ['a', 'b'], ['b', 'a']])
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
    // Changes: −50, +20, −100, −150 → median of −100 and −50.
    expect(result.medianChange).toBe(-75)
  })

  it('refuses runs that do not pair up', () => {
    expect(() => paired([1, 2], [1])).toThrow(/as many runs/)
    expect(() => paired([], [])).toThrow(/as many runs/)
  })
})
