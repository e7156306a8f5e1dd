import { describe, expect, it } from 'vitest'
import { MeterDb } from './db'
import { recordBytes } from './record'
import { usage } from './totals'
import { myanmarDay } from './day'

const freshDb = () => new MeterDb(`meter-${Math.random().toString(36).slice(2)}`)
const mmt = (iso: string) => Date.parse(`${iso}+06:30`)

describe('the data meter', () => {
  it('counts each category apart and adds them into the day total', async () => {
    const db = freshDb()
    const at = mmt('2026-11-25T10:00:00')
    await recordBytes('watching', 3_000_000, at, db)
    await recordBytes('downloads', 2_000_000, at, db)
    await recordBytes('browsing', 500_000, at, db)
    await recordBytes('browsing', 250_000, at, db)
    const { today } = await usage(at, db)
    expect(today).toEqual({ watching: 3_000_000, downloads: 2_000_000, browsing: 750_000, total: 5_750_000 })
  })

  it('starts a new day at Myanmar midnight, not at UTC midnight', async () => {
    const db = freshDb()
    await recordBytes('watching', 100, mmt('2026-11-25T23:59:59'), db)
    await recordBytes('watching', 200, mmt('2026-11-26T00:00:00'), db)
    // 00:30 UTC is 07:00 in Myanmar: the same Myanmar day as the report just after midnight.
    await recordBytes('watching', 400, Date.parse('2026-11-26T00:30:00Z'), db)
    expect((await usage(mmt('2026-11-25T23:59:59'), db)).today.watching).toBe(100)
    expect((await usage(mmt('2026-11-26T08:00:00'), db)).today.watching).toBe(600)
    expect(myanmarDay(Date.parse('2026-11-25T17:29:59Z'))).toBe('2026-11-25')
    expect(myanmarDay(Date.parse('2026-11-25T17:30:00Z'))).toBe('2026-11-26')
  })

  it('adds the days of this week from Monday and of this month from the first', async () => {
    const db = freshDb()
    // 2026-11-30 is a Monday; 2026-12-01 starts a month within the same week.
    await recordBytes('browsing', 1, mmt('2026-11-29T12:00:00'), db)
    await recordBytes('browsing', 10, mmt('2026-11-30T12:00:00'), db)
    await recordBytes('browsing', 100, mmt('2026-12-01T12:00:00'), db)
    await recordBytes('browsing', 1000, mmt('2026-12-02T12:00:00'), db)
    const u = await usage(mmt('2026-12-02T20:00:00'), db)
    expect(u.today.browsing).toBe(1000)
    expect(u.week.browsing).toBe(1110)
    expect(u.month.browsing).toBe(1100)
  })

  it('keeps the page’s, another tab’s and the worker’s reports when they land at once', async () => {
    const db = freshDb()
    const at = mmt('2026-11-25T10:00:00')
    await Promise.all(Array.from({ length: 40 }, () => recordBytes('watching', 1000, at, db)))
    expect((await usage(at, db)).today.watching).toBe(40_000)
  })

  describe('hostile reports', () => {
    it('a negative byte count never takes bytes away', async () => {
      const db = freshDb()
      const at = mmt('2026-11-25T10:00:00')
      await recordBytes('watching', 5000, at, db)
      expect(await recordBytes('watching', -5000, at, db)).toBe(false)
      expect((await usage(at, db)).today.watching).toBe(5000)
    })

    it('NaN, Infinity and absurd sizes are dropped', async () => {
      const db = freshDb()
      const at = mmt('2026-11-25T10:00:00')
      for (const bad of [Number.NaN, Number.POSITIVE_INFINITY, 1e15]) expect(await recordBytes('browsing', bad, at, db)).toBe(false)
      expect((await usage(at, db)).today.total).toBe(0)
    })

    it('a category the meter does not know is dropped', async () => {
      const db = freshDb()
      const at = mmt('2026-11-25T10:00:00')
      expect(await recordBytes('__proto__' as never, 100, at, db)).toBe(false)
      expect((await usage(at, db)).today.total).toBe(0)
    })

    it('a stored day in a foreign shape counts as empty instead of breaking the screen', async () => {
      const db = freshDb()
      const at = mmt('2026-11-25T10:00:00')
      await db.days.put({ day: '2026-11-25', watching: 'lots', downloads: -1, browsing: null } as never)
      expect((await usage(at, db)).today.total).toBe(0)
      await recordBytes('browsing', 10, at, db)
      expect((await usage(at, db)).today).toEqual({ watching: 0, downloads: 0, browsing: 10, total: 10 })
    })
  })
})
