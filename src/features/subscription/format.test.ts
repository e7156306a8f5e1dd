import { describe, expect, it } from 'vitest'
import { formatExpiry, mainBalanceDays } from './format'

describe('subscription display', () => {
  it('formats the expiry as MMM dd, yyyy, with Burmese month names in Burmese', () => {
    expect(formatExpiry('2026-03-05T10:00:00.000Z', 'en')).toBe('Mar 05, 2026')
    expect(formatExpiry('2026-03-05T10:00:00.000Z', 'my')).toBe('မတ် 05, 2026')
  })

  it('shows nothing for a missing or broken date', () => {
    expect(formatExpiry(null, 'en')).toBeNull()
    expect(formatExpiry('not a date', 'en')).toBeNull()
  })

  it('defaults the main balance to 4 days when missing', () => {
    expect(mainBalanceDays(undefined)).toBe(4)
    expect(mainBalanceDays(null)).toBe(4)
    expect(mainBalanceDays(12)).toBe(12)
  })
})
