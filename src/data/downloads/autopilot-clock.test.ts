import { describe, expect, it } from 'vitest'
import { nextNightEdge, nightEndAfter } from './autopilot-clock'

const MMT = (hhmm: string, day = '2025-01-01') => Date.parse(`${day}T${hhmm}+06:30`)
const NIGHT = { nightStartMin: 1380, nightEndMin: 420 }

describe("the autopilot's clock, in Myanmar time", () => {
  it('at 22:59:59 the next edge is the window opening at 23:00, not later', () => {
    expect(nextNightEdge(MMT('22:59:59'), NIGHT)).toBe(MMT('23:00:00'))
  })

  it('inside the window the next edge is 07:00 the next morning, across Myanmar midnight', () => {
    expect(nextNightEdge(MMT('23:00:00'), NIGHT)).toBe(MMT('07:00:00', '2025-01-02'))
    expect(nextNightEdge(MMT('00:00:00', '2025-01-02'), NIGHT)).toBe(MMT('07:00:00', '2025-01-02'))
    expect(nextNightEdge(MMT('06:59:59', '2025-01-02'), NIGHT)).toBe(MMT('07:00:00', '2025-01-02'))
  })

  it('at 07:00 the window is closed and the next edge is 23:00 that day', () => {
    expect(nightEndAfter(MMT('07:00:00'), NIGHT)).toBe(MMT('07:00:00'))
    expect(nextNightEdge(MMT('07:00:00'), NIGHT)).toBe(MMT('23:00:00'))
  })

  it('an ATOM window (23:00–07:00) and a window within one day (01:00–05:00) both close at their end', () => {
    expect(nightEndAfter(MMT('03:00:00'), { nightStartMin: 60, nightEndMin: 300 })).toBe(MMT('05:00:00'))
    expect(nextNightEdge(MMT('05:00:00'), { nightStartMin: 60, nightEndMin: 300 })).toBe(MMT('01:00:00', '2025-01-02'))
  })

  it('a window of the whole day never closes', () => {
    expect(nextNightEdge(MMT('12:00:00'), { nightStartMin: 600, nightEndMin: 600 })).toBeNull()
  })
})
