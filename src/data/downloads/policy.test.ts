import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import {
  BYTES_PER_MB,
  MYANMAR_OFFSET_MIN,
  budgetLeftBytes,
  budgetResetAt,
  budgetWindowKey,
  budgetWindowStart,
  inNightWindow,
  mayDownload,
  myanmarMinuteOfDay,
  nextNightStart,
} from './policy'
import { testSettings } from '../../../tests/helpers/download-rows'

const MIN = 60_000
const DAY = 1440 * MIN

const settings = testSettings

/** An instant given in Myanmar wall-clock time. */
const mmt = (iso: string) => Date.parse(`${iso}+06:30`)

const open = { online: true, connectionType: undefined, budgetUsedBytes: 0 }

// Any instant from 1990 to 2100, to the millisecond, and any night window.
const instant = fc.integer({ min: Date.UTC(1990, 0, 1), max: Date.UTC(2100, 0, 1) })
const minuteOfDay = fc.integer({ min: 0, max: 1439 })
const window = fc.record({ nightStartMin: minuteOfDay, nightEndMin: minuteOfDay })

describe('Myanmar time', () => {
  it('is UTC+06:30 whatever the device’s own zone', () => {
    expect(MYANMAR_OFFSET_MIN).toBe(390)
    expect(myanmarMinuteOfDay(Date.parse('2026-11-25T16:30:00Z'))).toBe(1380)
    expect(myanmarMinuteOfDay(Date.parse('2026-11-25T17:29:59.999Z'))).toBe(1439)
    expect(myanmarMinuteOfDay(Date.parse('2026-11-25T17:30:00Z'))).toBe(0)
    expect(myanmarMinuteOfDay(Date.parse('1969-12-31T23:59:00Z'))).toBe(389)
  })
})

describe('the night window', () => {
  const night = settings({ nightOnly: true })

  it('runs 23:00–07:00 Myanmar time across midnight by default', () => {
    expect(inNightWindow(mmt('2026-11-25T22:59:59.999'), night)).toBe(false)
    expect(inNightWindow(mmt('2026-11-25T23:00:00'), night)).toBe(true)
    expect(inNightWindow(mmt('2026-11-26T00:00:00'), night)).toBe(true)
    expect(inNightWindow(mmt('2026-11-26T06:59:59.999'), night)).toBe(true)
    expect(inNightWindow(mmt('2026-11-26T07:00:00'), night)).toBe(false)
    expect(inNightWindow(mmt('2026-11-26T12:00:00'), night)).toBe(false)
  })

  it('the night window opens at 16:30 UTC, which is 23:00 in Yangon, not at the device’s midnight', () => {
    expect(inNightWindow(Date.parse('2026-11-25T16:29:00Z'), night)).toBe(false)
    expect(inNightWindow(Date.parse('2026-11-25T16:30:00Z'), night)).toBe(true)
    expect(inNightWindow(Date.parse('2026-11-26T00:29:59Z'), night)).toBe(true)
    expect(inNightWindow(Date.parse('2026-11-26T00:30:00Z'), night)).toBe(false)
  })

  it('handles a window within one day, and treats start = end as the whole day', () => {
    const early = settings({ nightStartMin: 60, nightEndMin: 300 })
    expect(inNightWindow(mmt('2026-11-26T00:59:00'), early)).toBe(false)
    expect(inNightWindow(mmt('2026-11-26T01:00:00'), early)).toBe(true)
    expect(inNightWindow(mmt('2026-11-26T04:59:59'), early)).toBe(true)
    expect(inNightWindow(mmt('2026-11-26T05:00:00'), early)).toBe(false)
    expect(inNightWindow(mmt('2026-11-26T23:30:00'), early)).toBe(false)
    const allDay = settings({ nightStartMin: 600, nightEndMin: 600 })
    for (const t of ['00:00', '09:59', '10:00', '23:59']) expect(inNightWindow(mmt(`2026-11-26T${t}:00`), allDay), t).toBe(true)
  })

  it('next start: now when open, else tonight’s 23:00, or tomorrow’s when past it', () => {
    expect(nextNightStart(mmt('2026-11-26T02:00:00'), night)).toBe(mmt('2026-11-26T02:00:00'))
    expect(nextNightStart(mmt('2026-11-26T07:00:00'), night)).toBe(mmt('2026-11-26T23:00:00'))
    expect(nextNightStart(mmt('2026-11-26T22:59:59.999'), night)).toBe(mmt('2026-11-26T23:00:00'))
    const early = settings({ nightStartMin: 60, nightEndMin: 300 })
    expect(nextNightStart(mmt('2026-11-26T05:00:00'), early)).toBe(mmt('2026-11-27T01:00:00'))
    expect(nextNightStart(mmt('2026-11-26T23:59:30'), early)).toBe(mmt('2026-11-27T01:00:00'))
    expect(nextNightStart(mmt('2026-11-26T00:30:00'), early)).toBe(mmt('2026-11-26T01:00:00'))
  })

  it('next start crosses a year’s end in Myanmar time while UTC is still in the old year', () => {
    expect(nextNightStart(Date.parse('2026-12-31T12:00:00Z'), night)).toBe(Date.parse('2026-12-31T16:30:00Z'))
    const justAfterMidnight = settings({ nightStartMin: 5, nightEndMin: 300 })
    // 2026-12-31T17:34Z is 2027-01-01 00:04 in Yangon: the window opens a minute later.
    expect(nextNightStart(Date.parse('2026-12-31T17:34:00Z'), justAfterMidnight)).toBe(Date.parse('2026-12-31T17:35:00Z'))
  })

  it('property: the next start is in the window, not in the past, and no earlier minute is', () => {
    fc.assert(
      fc.property(instant, window, (now, w) => {
        const next = nextNightStart(now, w)
        expect(next).toBeGreaterThanOrEqual(now)
        expect(next - now).toBeLessThan(DAY)
        expect(inNightWindow(next, w)).toBe(true)
        if (next > now) {
          // It opens on a whole minute, at the start minute, and nothing before it was open.
          expect(next % MIN).toBe(0)
          expect(myanmarMinuteOfDay(next)).toBe(w.nightStartMin)
          expect(inNightWindow(next - 1, w)).toBe(false)
          expect(inNightWindow(now, w)).toBe(false)
          for (let t = Math.ceil(now / MIN) * MIN; t < next; t += MIN) if (inNightWindow(t, w)) return false
        }
        return true
      }),
      { numRuns: 300 },
    )
  })

  it('property: the default night window holds the same Myanmar hours on any UTC date', () => {
    fc.assert(
      fc.property(fc.integer({ min: -20_000, max: 60_000 }), minuteOfDay, fc.integer({ min: 0, max: MIN - 1 }), (day, m, ms) => {
        const utcMidnight = day * DAY
        const t = utcMidnight + m * MIN + ms
        const local = (m + MYANMAR_OFFSET_MIN) % 1440
        expect(inNightWindow(t, night)).toBe(local >= 1380 || local < 420)
      }),
    )
  })

  it('property: the window is open for exactly its length each day', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 60_000 }), window, (day, w) => {
        let openMinutes = 0
        for (let m = 0; m < 1440; m++) if (inNightWindow(day * DAY + m * MIN, w)) openMinutes++
        const length = w.nightStartMin === w.nightEndMin ? 1440 : (w.nightEndMin - w.nightStartMin + 1440) % 1440
        expect(openMinutes).toBe(length)
      }),
      { numRuns: 60 },
    )
  })
})

describe('the budget window', () => {
  it('under the night rule, tonight runs from one window start to the next', () => {
    const night = settings({ nightOnly: true })
    expect(budgetWindowKey(mmt('2026-11-25T23:00:00'), night)).toBe('2026-11-25T23:00')
    expect(budgetWindowKey(mmt('2026-11-26T03:00:00'), night)).toBe('2026-11-25T23:00')
    expect(budgetWindowKey(mmt('2026-11-26T22:59:59'), night)).toBe('2026-11-25T23:00')
    expect(budgetWindowKey(mmt('2026-11-26T23:00:00'), night)).toBe('2026-11-26T23:00')
    expect(budgetResetAt(mmt('2026-11-26T03:00:00'), night)).toBe(mmt('2026-11-26T23:00:00'))
  })

  it('without the night rule, it is the Myanmar day', () => {
    const day = settings()
    expect(budgetWindowKey(Date.parse('2026-11-25T17:29:59Z'), day)).toBe('2026-11-25T00:00')
    expect(budgetWindowKey(Date.parse('2026-11-25T17:30:00Z'), day)).toBe('2026-11-26T00:00')
    expect(budgetResetAt(mmt('2026-11-26T03:00:00'), day)).toBe(mmt('2026-11-27T00:00:00'))
  })

  it('turning the night rule on at 23:00 never charges the day’s bytes to tonight', () => {
    const at = mmt('2026-11-25T23:30:00')
    expect(budgetWindowKey(at, settings())).not.toBe(budgetWindowKey(at, settings({ nightOnly: true })))
  })

  it('property: one key per window, starting at its start, a day long', () => {
    fc.assert(
      fc.property(instant, fc.boolean(), minuteOfDay, (now, nightOnly, nightStartMin) => {
        const s = settings({ nightOnly, nightStartMin })
        const start = budgetWindowStart(now, s)
        expect(start).toBeLessThanOrEqual(now)
        expect(now - start).toBeLessThan(DAY)
        expect(myanmarMinuteOfDay(start)).toBe(nightOnly ? nightStartMin : 0)
        expect(budgetWindowKey(start, s)).toBe(budgetWindowKey(now, s))
        expect(budgetWindowKey(start - 1, s)).not.toBe(budgetWindowKey(now, s))
        expect(budgetWindowKey(budgetResetAt(now, s), s)).not.toBe(budgetWindowKey(now, s))
      }),
    )
  })
})

describe('mayDownload', () => {
  it('waits for the network first, with no time to promise', () => {
    const all = settings({ wifiOnly: true, nightOnly: true, budgetMb: 1 })
    expect(
      mayDownload(all, { ...open, nowMs: mmt('2026-11-26T12:00:00'), online: false, connectionType: 'cellular', budgetUsedBytes: 5e6 }),
    ).toEqual({
      ok: false,
      reason: 'network',
      until: null,
    })
    expect(mayDownload(settings(), { ...open, nowMs: 0, connectionType: 'none' })).toEqual({ ok: false, reason: 'network', until: null })
  })

  it('the Wi-Fi rule holds back cellular and unknown links, lets Wi-Fi and Ethernet through', () => {
    const wifi = settings({ wifiOnly: true })
    for (const type of ['cellular', 'bluetooth', 'wimax', 'unknown', 'other', 'mixed']) {
      expect(mayDownload(wifi, { ...open, nowMs: 0, connectionType: type }), type).toEqual({ ok: false, reason: 'wifi', until: null })
    }
    for (const type of ['wifi', 'ethernet'])
      expect(mayDownload(wifi, { ...open, nowMs: 0, connectionType: type }), type).toEqual({ ok: true })
    expect(mayDownload(settings({ wifiOnly: false }), { ...open, nowMs: 0, connectionType: 'cellular' })).toEqual({ ok: true })
  })

  it('the Wi-Fi rule cannot apply where the browser does not tell the connection type', () => {
    expect(mayDownload(settings({ wifiOnly: true }), { ...open, nowMs: 0, connectionType: undefined })).toEqual({ ok: true })
  })

  it('the night rule waits for the window, until its opening', () => {
    const night = settings({ nightOnly: true, wifiOnly: true })
    expect(mayDownload(night, { ...open, nowMs: mmt('2026-11-26T12:00:00'), connectionType: 'wifi' })).toEqual({
      ok: false,
      reason: 'night',
      until: mmt('2026-11-26T23:00:00'),
    })
    expect(mayDownload(night, { ...open, nowMs: mmt('2026-11-26T01:00:00'), connectionType: 'wifi' })).toEqual({ ok: true })
    // Wi-Fi comes before the night: with neither, the viewer is told about the link.
    expect(mayDownload(night, { ...open, nowMs: mmt('2026-11-26T12:00:00'), connectionType: 'cellular' })).toMatchObject({ reason: 'wifi' })
  })

  it('the budget stops at N MB until the next window', () => {
    const budget = settings({ nightOnly: true, budgetMb: 500 })
    const at = mmt('2026-11-26T02:00:00')
    expect(mayDownload(budget, { ...open, nowMs: at, budgetUsedBytes: 500 * BYTES_PER_MB - 1 })).toEqual({ ok: true })
    expect(mayDownload(budget, { ...open, nowMs: at, budgetUsedBytes: 500 * BYTES_PER_MB })).toEqual({
      ok: false,
      reason: 'budget',
      until: mmt('2026-11-26T23:00:00'),
    })
    // Outside the window the night is the reason, not the spent budget.
    expect(mayDownload(budget, { ...open, nowMs: mmt('2026-11-26T12:00:00'), budgetUsedBytes: 600 * BYTES_PER_MB })).toMatchObject({
      reason: 'night',
    })
    expect(mayDownload(settings({ budgetMb: 1 }), { ...open, nowMs: mmt('2026-11-26T12:00:00'), budgetUsedBytes: 2e6 })).toEqual({
      ok: false,
      reason: 'budget',
      until: mmt('2026-11-27T00:00:00'),
    })
    expect(budgetLeftBytes(settings({ budgetMb: 1 }), 2e6)).toBe(0)
    expect(budgetLeftBytes(settings({ budgetMb: 1 }), 250_000)).toBe(750_000)
    expect(budgetLeftBytes(settings(), 1e12)).toBeNull()
  })

  it('property: a verdict that waits on the clock promises a later time at which that rule passes', () => {
    fc.assert(
      fc.property(
        instant,
        window,
        fc.boolean(),
        fc.option(fc.integer({ min: 1, max: 2000 })),
        fc.nat(3e9),
        (now, w, nightOnly, budgetMb, used) => {
          const s = settings({ ...w, nightOnly, budgetMb })
          const verdict = mayDownload(s, { ...open, nowMs: now, budgetUsedBytes: used })
          if (verdict.ok) return true
          expect(verdict.until).not.toBeNull()
          expect(verdict.until!).toBeGreaterThan(now)
          if (verdict.reason === 'night') expect(inNightWindow(verdict.until!, s)).toBe(true)
          if (verdict.reason === 'budget') {
            expect(budgetWindowKey(verdict.until!, s)).not.toBe(budgetWindowKey(now, s))
            expect(mayDownload(s, { ...open, nowMs: verdict.until!, budgetUsedBytes: 0 })).toEqual({ ok: true })
          }
          return true
        },
      ),
    )
  })
})
