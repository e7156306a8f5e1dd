import * as v from 'valibot'
import type { DownloadsDb } from './db'
import type { BudgetRow, DownloadSettings } from './types'
import { budgetWindowKey } from './policy'
import { recordBytes as meterBytes } from '../meter/record'

const BUDGET_KEY = 'budget'

type WindowSettings = Pick<DownloadSettings, 'nightOnly' | 'nightStartMin'>

const BudgetRowSchema = v.object({
  window: v.string(),
  bytes: v.pipe(v.number(), v.finite(), v.minValue(0)),
}) satisfies v.GenericSchema<unknown, BudgetRow>

/**
 * The stored count, or null when there is none or it cannot be read. A row another version wrote in
 * a shape this one does not know counts as no bytes: the count is the viewer's own bookkeeping on
 * their own device, and refusing every download over it would be worse than starting it afresh.
 */
function readRow(value: unknown): BudgetRow | null {
  const parsed = v.safeParse(BudgetRowSchema, value)
  return parsed.success ? parsed.output : null
}

/** Bytes received in the current budget window ("tonight", or today without the night rule). */
export async function budgetUsed(db: DownloadsDb, nowMs: number, settings: WindowSettings): Promise<number> {
  const row = readRow((await db.kv.get(BUDGET_KEY))?.value)
  return row !== null && row.window === budgetWindowKey(nowMs, settings) ? row.bytes : 0
}

/**
 * Adds bytes actually received (a stored file's length, never an estimate) to the current window's
 * count, starting a new count when the window has moved on. One read-modify-write transaction, so
 * the page, another tab and the worker never lose each other's bytes. Returns the window's total.
 */
export async function recordBytes(db: DownloadsDb, nowMs: number, settings: WindowSettings, bytes: number): Promise<number> {
  const window = budgetWindowKey(nowMs, settings)
  const total = await db.transaction('rw', db.kv, async () => {
    const row = readRow((await db.kv.get(BUDGET_KEY))?.value)
    const before = row !== null && row.window === window ? row.bytes : 0
    // A negative or non-finite length is a caller's bug; it must never give budget back.
    if (!Number.isFinite(bytes) || bytes <= 0) return before
    const next: BudgetRow = { window, bytes: before + Math.floor(bytes) }
    await db.kv.put({ key: BUDGET_KEY, value: next })
    return next.bytes
  })
  // The data meter's downloads figure is these same bytes; a meter that cannot write must not stop a download.
  await meterBytes('downloads', bytes, nowMs).catch(() => false)
  return total
}
