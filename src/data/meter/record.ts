import * as v from 'valibot'
import { CategorySchema, type Category } from './categories'
import { meterDb, type DayRow, type MeterDb } from './db'
import { myanmarDay } from './day'

/** One report can never be more than this: a larger figure is a bug or a forged message. */
export const MAX_REPORT_BYTES = 4_000_000_000

const ReportSchema = v.object({
  category: CategorySchema,
  bytes: v.pipe(v.number(), v.finite(), v.minValue(0), v.maxValue(MAX_REPORT_BYTES)),
  at: v.pipe(v.number(), v.finite(), v.minValue(0)),
})

const DayRowSchema = v.object({
  day: v.string(),
  watching: v.pipe(v.number(), v.finite(), v.minValue(0)),
  downloads: v.pipe(v.number(), v.finite(), v.minValue(0)),
  browsing: v.pipe(v.number(), v.finite(), v.minValue(0)),
})

/** A stored day as the meter knows it; a row in a shape it does not know counts as an empty day. */
export function readDay(day: string, value: unknown): DayRow {
  const parsed = v.safeParse(DayRowSchema, value)
  return parsed.success && parsed.output.day === day ? parsed.output : { day, watching: 0, downloads: 0, browsing: 0 }
}

/** One transaction, so no context loses another's bytes; an unbelievable report is dropped, never subtracted. */
export async function recordBytes(category: Category, bytes: number, at: number = Date.now(), db: MeterDb = meterDb()): Promise<boolean> {
  const parsed = v.safeParse(ReportSchema, { category, bytes, at })
  if (!parsed.success || parsed.output.bytes === 0) return false
  const day = myanmarDay(parsed.output.at)
  const add = Math.round(parsed.output.bytes)
  await db.transaction('rw', db.days, async () => {
    const row = readDay(day, await db.days.get(day))
    await db.days.put({ ...row, [parsed.output.category]: row[parsed.output.category] + add })
  })
  return true
}
