import { CATEGORIES, type Category } from './categories'
import { meterDb, type MeterDb } from './db'
import { monthStartDay, myanmarDay, weekStartDay } from './day'
import { readDay } from './record'

export type Totals = Record<Category, number> & { total: number }

export interface Usage {
  today: Totals
  week: Totals
  month: Totals
}

const empty = (): Totals => ({ watching: 0, downloads: 0, browsing: 0, total: 0 })

function add(into: Totals, row: Record<Category, number>): void {
  for (const c of CATEGORIES) {
    into[c] += row[c]
    into.total += row[c]
  }
}

/** Bytes received today, this week (from Monday) and this month, in Myanmar time, by category. */
export async function usage(now: number = Date.now(), db: MeterDb = meterDb()): Promise<Usage> {
  const today = myanmarDay(now)
  const week = weekStartDay(now)
  const month = monthStartDay(now)
  const from = week < month ? week : month
  const rows = await db.days.where('day').between(from, today, true, true).toArray()
  const out: Usage = { today: empty(), week: empty(), month: empty() }
  for (const raw of rows) {
    const row = readDay(raw.day, raw)
    if (row.day === today) add(out.today, row)
    if (row.day >= week) add(out.week, row)
    if (row.day >= month) add(out.month, row)
  }
  return out
}
