import { describe, expect, it } from 'vitest'
import { lightestLevel } from './allowance'

describe('the stop screen’s lower quality', () => {
  it('offers the lightest rendition', () => {
    expect(lightestLevel([{ bitrate: 2_000_000 }, { bitrate: 400_000 }, { bitrate: 900_000 }], 0)).toBe(1)
  })

  it('offers nothing when the lightest is already playing, or there is one rendition', () => {
    expect(lightestLevel([{ bitrate: 2_000_000 }, { bitrate: 400_000 }], 1)).toBe(-1)
    expect(lightestLevel([{ bitrate: 400_000 }], -1)).toBe(-1)
  })
})
