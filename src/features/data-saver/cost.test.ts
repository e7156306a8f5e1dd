import { describe, expect, it } from 'vitest'
import { episodeBytes, kyatPerMbFor, renditionBytes, roundedKyat, roundedMb, settledRendition } from './cost'
import type { Rendition } from './data-use'

const LADDER: Rendition[] = [
  { height: 240, bandwidth: 300_000, averageBandwidth: 163_850 },
  { height: 360, bandwidth: 700_000, averageBandwidth: 253_172 },
  { height: 720, bandwidth: 1_500_000, averageBandwidth: 800_713 },
]

describe('the cost of an episode', () => {
  it('is 360p under the data saver and the richest rendition without it', () => {
    expect(settledRendition(LADDER, true)?.height).toBe(360)
    expect(settledRendition(LADDER, false)?.height).toBe(720)
  })

  it('stays on the lowest rendition under the saver when every one is taller than 360p', () => {
    const tall = [
      { height: 1080, bandwidth: 4_000_000 },
      { height: 720, bandwidth: 1_500_000 },
    ]
    expect(settledRendition(tall, true)?.height).toBe(720)
  })

  it('counts the mean bitrate over the duration, and the peak when no mean is given', () => {
    // 253 172 b/s for an hour: 113 927 400 bytes.
    expect(episodeBytes(LADDER, true, 3600)).toBe(113_927_400)
    expect(renditionBytes({ height: 240, bandwidth: 800_000 }, 10)).toBe(1_000_000)
  })

  it('is unknown for an empty ladder or a duration that is not a length', () => {
    expect(episodeBytes([], false, 60)).toBeNull()
    expect(episodeBytes(LADDER, false, 0)).toBeNull()
    expect(episodeBytes(LADDER, false, Number.NaN)).toBeNull()
    expect(episodeBytes(LADDER, false, -5)).toBeNull()
  })
})

describe('rounding a cost as it is said', () => {
  it('says one decimal under 10 MB, whole megabytes under 100 and tens above', () => {
    expect(roundedMb(4_260_000)).toBe(4.3)
    expect(roundedMb(45_400_000)).toBe(45)
    expect(roundedMb(117_000_000)).toBe(120)
    expect(roundedMb(113_927_400)).toBe(110)
  })

  it('never says 0 for a cost that is not nothing', () => {
    expect(roundedMb(1)).toBe(0.1)
    expect(roundedMb(0)).toBe(0)
    expect(roundedKyat(1, 2)).toBe(1)
    expect(roundedKyat(0, 2)).toBe(0)
  })

  it('turns megabytes into kyat at the price per MB, whole kyat under 100 and tens above', () => {
    expect(roundedKyat(45_000_000, 1.5)).toBe(68)
    expect(roundedKyat(117_000_000, 2)).toBe(230)
  })
})

describe('the price a cost is counted at', () => {
  it('is the day price for watching, and the night price for a download that waits for the night', () => {
    expect(kyatPerMbFor({ day: 2, night: 0.25 }, false)).toBe(2)
    expect(kyatPerMbFor({ day: 2, night: 0.25 }, true)).toBe(0.25)
  })

  it('falls back to the day price at night when no night price is entered, and is none without a price', () => {
    expect(kyatPerMbFor({ day: 2, night: null }, true)).toBe(2)
    expect(kyatPerMbFor({ day: null, night: 0.25 }, false)).toBeNull()
    expect(kyatPerMbFor({ day: null, night: null }, true)).toBeNull()
  })
})
