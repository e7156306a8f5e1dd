import { describe, expect, it } from 'vitest'
import { setupI18n } from '@lingui/core'
import { clockOfMinutes, formatMb, myanmarClock, percentDone, playableUntil, remaining, withReceived } from './format'

const DAY = 86_400_000
const lingui = (locale: string) => {
  const i18n = setupI18n()
  i18n.load(locale, {})
  i18n.activate(locale)
  return i18n
}

describe('download figures', () => {
  it('sizes read in Myanmar digits in Burmese, and in Latin digits in English', () => {
    expect(formatMb(lingui('my'), 184_000_000)).toBe('၁၈၄')
    expect(formatMb(lingui('en'), 1_840_000_000)).toBe('1,840')
  })

  it('sizes below 10 MB keep one decimal, so nothing reads 0 MB', () => {
    expect(formatMb(lingui('en'), 1_240_000)).toBe('1.2')
  })

  it('the clock is Myanmar time (UTC+06:30) in the viewer’s digits', () => {
    expect(myanmarClock(lingui('en'), Date.parse('2026-11-25T16:30:00Z'))).toBe('23:00')
    expect(myanmarClock(lingui('my'), Date.parse('2026-11-25T00:30:00Z'))).toBe('၀၇:၀၀')
    expect(clockOfMinutes(lingui('en'), 420)).toBe('07:00')
  })

  it('percent done never reads 100 before the download completed', () => {
    expect(percentDone({ state: 'downloading', bytesDone: 999, bytesTotal: 1000 })).toBe(99)
    expect(percentDone({ state: 'completed', bytesDone: 990, bytesTotal: 1000 })).toBe(100)
    expect(percentDone({ state: 'queued', bytesDone: 0, bytesTotal: 0 })).toBe(0)
  })

  it('a played download ends 48 hours after its first play when that comes before the licence’s end', () => {
    expect(playableUntil({ licenseExpiresAt: 30 * DAY, firstPlayedAt: DAY })).toBe(3 * DAY)
    expect(playableUntil({ licenseExpiresAt: 2 * DAY, firstPlayedAt: DAY })).toBe(2 * DAY)
    expect(playableUntil({ licenseExpiresAt: null, firstPlayedAt: null })).toBeNull()
  })

  it('time left rounds down: 5 days and 12 hours read 5 days; under 2 days in hours; never 0 minutes', () => {
    expect(remaining(5.5 * DAY, 0)).toEqual({ unit: 'days', value: 5 })
    expect(remaining(47 * 3_600_000, 0)).toEqual({ unit: 'hours', value: 47 })
    expect(remaining(30_000, 0)).toEqual({ unit: 'minutes', value: 1 })
    expect(remaining(0, 1)).toBeNull()
  })
})

describe('progress while the browser fetches in the background', () => {
  const row = { bytesDone: 1_000_000, bytesTotal: 46_000_000, state: 'downloading' as const }
  it('counts the bytes the browser has received but not yet stored', () => {
    expect(percentDone(withReceived({ ...row, receiving: 20_000_000 }))).toBe(45)
  })
  it('never shows more than the total while under way, and nothing extra once none is received', () => {
    expect(withReceived({ ...row, receiving: 90_000_000 }).bytesDone).toBe(46_000_000)
    expect(percentDone(withReceived({ ...row, receiving: 90_000_000 }))).toBe(99)
    expect(withReceived({ ...row, receiving: null }).bytesDone).toBe(1_000_000)
  })
})
