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

/** An unreadable count counts as no bytes: better than refusing every download over it. */
function readRow(value: unknown): BudgetRow | null {
  const parsed = v.safeParse(BudgetRowSchema, value)
  return parsed.success ? parsed.output : null
}

export async function budgetUsed(db: DownloadsDb, nowMs: number, settings: WindowSettings): Promise<number> {
  const row = readRow((await db.kv.get(BUDGET_KEY))?.value)
  return row !== null && row.window === budgetWindowKey(nowMs, settings) ? row.bytes : 0
}

/** Bytes received, never an estimate, in one transaction: no context loses another's bytes. */
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
