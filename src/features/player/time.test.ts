import { describe, expect, it } from 'vitest'
import { bufferedEnd, formatClock } from './time'

const ranges = (...r: Array<[number, number]>) => ({ length: r.length, start: (i: number) => r[i]![0], end: (i: number) => r[i]![1] })

describe('player clock', () => {
  it('reads m:ss below an hour and h:mm:ss from one hour', () => {
    expect(formatClock(0)).toBe('0:00')
    expect(formatClock(65.9)).toBe('1:05')
    expect(formatClock(3600 + 62)).toBe('1:01:02')
    expect(formatClock(Number.NaN)).toBe('0:00')
  })

  it('shows the buffered range that holds the playhead', () => {
    const r = ranges([0, 12], [30, 44])
    expect(bufferedEnd(r, 5)).toBe(12)
    expect(bufferedEnd(r, 29.9)).toBe(44)
    expect(bufferedEnd(r, 20)).toBe(20)
  })
})
