import { describe, expect, it } from 'vitest'
import { descendantsOf, parentOf } from './own-core.ts'

describe('following the browser’s processes', () => {
  it('reads the parent from a process’s stat line, whatever its command name holds', () => {
    expect(parentOf('4242 (chromium) S 4100 4242 4100 0 -1 4194560')).toBe(4100)
    expect(parentOf('4243 (Web Content) (x) S 4242 4242 4100 0 -1')).toBe(4242)
    expect(parentOf('1 (init) S 0 1 1 0 -1')).toBeNull()
    expect(parentOf('garbage')).toBeNull()
  })

  it('finds every process below the browser, and none beside it', () => {
    // browser 10 → zygote 11 → renderers 12, 13; browser 10 → gpu 14; an unrelated 20 → 21
    const parents = new Map([
      [11, 10],
      [12, 11],
      [13, 11],
      [14, 10],
      [21, 20],
      [10, 1],
    ])
    expect(descendantsOf(10, parents).sort()).toEqual([11, 12, 13, 14])
    expect(descendantsOf(12, parents)).toEqual([])
  })
})
