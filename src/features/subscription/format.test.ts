import { describe, expect, it } from 'vitest'
import { mainBalanceDays } from './format'

describe('subscription display', () => {
  it('defaults the main balance to 4 days when missing', () => {
    expect(mainBalanceDays(undefined)).toBe(4)
    expect(mainBalanceDays(null)).toBe(4)
    expect(mainBalanceDays(12)).toBe(12)
  })
})
