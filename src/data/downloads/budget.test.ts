import { describe, expect, it } from 'vitest'
import { DownloadsDb } from './db'
import { budgetUsed, recordBytes } from './budget'
import { BYTES_PER_MB, mayDownload } from './policy'
import type { DownloadSettings } from './types'

const freshDownloadsDb = () => new DownloadsDb(`budget-${Math.random().toString(36).slice(2)}`)
const mmt = (iso: string) => Date.parse(`${iso}+06:30`)

const settings = (patch: Partial<DownloadSettings> = {}): DownloadSettings => ({
  wifiOnly: false,
  nightOnly: true,
  nightStartMin: 1380,
  nightEndMin: 420,
  budgetMb: 300,
  smart: true,
  quality: null,
  ...patch,
})

describe('the data budget', () => {
  it('counts bytes received in tonight’s window, and starts again with the next window', async () => {
    const db = freshDownloadsDb()
    const s = settings()
    expect(await budgetUsed(db, mmt('2026-11-25T23:10:00'), s)).toBe(0)
    expect(await recordBytes(db, mmt('2026-11-25T23:10:00'), s, 120 * BYTES_PER_MB)).toBe(120 * BYTES_PER_MB)
    // Past Myanmar midnight it is still tonight.
    await recordBytes(db, mmt('2026-11-26T02:00:00'), s, 180 * BYTES_PER_MB)
    expect(await budgetUsed(db, mmt('2026-11-26T06:59:00'), s)).toBe(300 * BYTES_PER_MB)
    const verdict = mayDownload(s, {
      nowMs: mmt('2026-11-26T03:00:00'),
      online: true,
      connectionType: undefined,
      budgetUsedBytes: await budgetUsed(db, mmt('2026-11-26T03:00:00'), s),
    })
    expect(verdict).toEqual({ ok: false, reason: 'budget', until: mmt('2026-11-26T23:00:00') })
    // The next night starts from zero.
    expect(await budgetUsed(db, mmt('2026-11-26T23:00:00'), s)).toBe(0)
    expect(await recordBytes(db, mmt('2026-11-26T23:05:00'), s, 1000)).toBe(1000)
    expect(await budgetUsed(db, mmt('2026-11-26T23:06:00'), s)).toBe(1000)
  })

  it('without the night rule, counts per Myanmar day', async () => {
    const db = freshDownloadsDb()
    const s = settings({ nightOnly: false })
    await recordBytes(db, Date.parse('2026-11-25T17:00:00Z'), s, 5000)
    expect(await budgetUsed(db, Date.parse('2026-11-25T17:29:59Z'), s)).toBe(5000)
    expect(await budgetUsed(db, Date.parse('2026-11-25T17:30:00Z'), s)).toBe(0)
  })

  it('a negative or non-finite byte count never gives budget back', async () => {
    const db = freshDownloadsDb()
    const s = settings()
    const at = mmt('2026-11-26T01:00:00')
    await recordBytes(db, at, s, 700)
    for (const bad of [-500, Number.NaN, Number.NEGATIVE_INFINITY, Number.POSITIVE_INFINITY, 0])
      expect(await recordBytes(db, at, s, bad)).toBe(700)
    expect(await budgetUsed(db, at, s)).toBe(700)
  })

  it('a budget row in an unknown shape counts as nothing and is replaced, never trusted', async () => {
    const db = freshDownloadsDb()
    const s = settings()
    const at = mmt('2026-11-26T01:00:00')
    for (const value of [
      null,
      'x',
      { window: '2026-11-25T23:00', bytes: -1e12 },
      { window: '2026-11-25T23:00', bytes: 'lots' },
      { window: 7, bytes: 1 },
    ]) {
      await db.kv.put({ key: 'budget', value })
      expect(await budgetUsed(db, at, s), JSON.stringify(value)).toBe(0)
    }
    expect(await recordBytes(db, at, s, 10)).toBe(10)
    expect((await db.kv.get('budget'))?.value).toEqual({ window: '2026-11-25T23:00', bytes: 10 })
  })

  it('writers racing in the page, another tab and the worker lose none of each other’s bytes', async () => {
    const name = `budget-race-${Math.random().toString(36).slice(2)}`
    const dbs = [new DownloadsDb(name), new DownloadsDb(name), new DownloadsDb(name)]
    const s = settings()
    const at = mmt('2026-11-26T01:00:00')
    await Promise.all(Array.from({ length: 30 }, (_, i) => recordBytes(dbs[i % 3]!, at, s, 1000 + i)))
    expect(await budgetUsed(dbs[0]!, at, s)).toBe(30 * 1000 + (29 * 30) / 2)
  })
})
