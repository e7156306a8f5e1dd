import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { DEFAULT_BACKOFF, backoffDelay } from './backoff'
import { failure } from '../../api/failures'

describe('back-off', () => {
  it('stays within 2 s and 5 min, grows with each attempt, and varies with jitter', () => {
    fc.assert(
      fc.property(fc.nat(40), fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), (attempt, r) => {
        const d = backoffDelay(attempt, () => r, DEFAULT_BACKOFF)
        expect(d).toBeGreaterThanOrEqual(2_000)
        expect(d).toBeLessThanOrEqual(300_000)
        expect(backoffDelay(attempt + 1, () => r, DEFAULT_BACKOFF)).toBeGreaterThanOrEqual(d)
      }),
    )
    expect(backoffDelay(3, () => 0, DEFAULT_BACKOFF)).not.toBe(backoffDelay(3, () => 0.99, DEFAULT_BACKOFF))
    expect(backoffDelay(30, () => 0.5, DEFAULT_BACKOFF)).toBe(300_000)
  })

  it('never retries sooner than Retry-After asks', () => {
    const f = failure('TooManyRequestsFailure', null, { httpStatus: 429, retryAfterMs: 600_000 })
    expect(backoffDelay(0, () => 0.5, DEFAULT_BACKOFF, f)).toBe(600_000)
  })
})
