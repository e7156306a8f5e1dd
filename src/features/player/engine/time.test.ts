import { describe, expect, it } from 'vitest'
import { bufferedEnd } from './time'

const ranges = (...r: Array<[number, number]>) => ({ length: r.length, start: (i: number) => r[i]![0], end: (i: number) => r[i]![1] })

describe('player buffer', () => {
  it('shows the buffered range that holds the playhead', () => {
    const r = ranges([0, 12], [30, 44])
    expect(bufferedEnd(r, 5)).toBe(12)
    expect(bufferedEnd(r, 29.9)).toBe(44)
    expect(bufferedEnd(r, 20)).toBe(20)
  })
})
