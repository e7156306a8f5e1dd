import { describe, expect, it } from 'vitest'
import { mayWatch } from './entitlement'

describe('who may start an episode', () => {
  it('an unsubscribed viewer only the free ones; a subscriber all; unknown is left to the server', () => {
    expect(mayWatch({ isFree: true }, false)).toBe(true)
    expect(mayWatch({ isFree: false }, false)).toBe(false)
    expect(mayWatch({ isFree: false }, true)).toBe(true)
    expect(mayWatch({ isFree: false }, null)).toBe(true)
  })
})
