import { describe, expect, it } from 'vitest'
import { mayWarmUp } from './warm'

describe('fetching the player ahead of the tap', () => {
  it('happens on 3G and 4G, and where the browser gives no hints', () => {
    expect(mayWarmUp({ effectiveType: '4g', saveData: false })).toBe(true)
    expect(mayWarmUp({ effectiveType: '3g', saveData: false })).toBe(true)
    expect(mayWarmUp({})).toBe(true)
  })

  it('is skipped when the viewer asked the browser to save data', () => {
    expect(mayWarmUp({ effectiveType: '4g', saveData: true })).toBe(false)
  })

  it('is skipped on 2G links', () => {
    expect(mayWarmUp({ effectiveType: '2g' })).toBe(false)
    expect(mayWarmUp({ effectiveType: 'slow-2g' })).toBe(false)
  })
})
