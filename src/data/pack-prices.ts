import * as v from 'valibot'
import { failure } from '../api/failures'
import { fail, type Result } from '../api/result'
import type { AppDb } from './db'
import { guard, quietly } from './storage'

/** The meta row of the viewer's pack prices: a device setting, kept past a logout like the language. */
export const PACK_PRICES_KEY = 'pack-prices'

/** Above any pack sold in Myanmar by far: a typing slip, not a price. */
export const MAX_KYAT_PER_MB = 1000

const Price = v.nullable(v.pipe(v.number(), v.finite(), v.gtValue(0), v.maxValue(MAX_KYAT_PER_MB)))

/** Kyat per MB of the viewer's day data and, optionally, of their night pack; null: not entered. */
export const PackPricesSchema = v.object({ day: Price, night: Price })
export type PackPrices = v.InferOutput<typeof PackPricesSchema>

export const NO_PRICES: PackPrices = { day: null, night: null }

/** The stored prices, parsed on the way out; a missing or damaged row reads as no price at all. */
export function readPackPrices(db: AppDb): Promise<PackPrices> {
  return quietly(async () => {
    const parsed = v.safeParse(PackPricesSchema, (await db.meta.get(PACK_PRICES_KEY))?.value)
    return parsed.success ? parsed.output : NO_PRICES
  }, NO_PRICES)
}

/** Stores the prices; a value out of range is refused whole rather than stored. */
export async function writePackPrices(db: AppDb, prices: PackPrices, at: number = Date.now()): Promise<Result<PackPrices>> {
  const parsed = v.safeParse(PackPricesSchema, prices)
  if (!parsed.success) return fail(failure('BadRequestFailure', 'Not a price per MB'))
  const value = parsed.output
  return guard(async () => {
    await db.meta.put({ key: PACK_PRICES_KEY, scope: 'device', value, at })
    return value
  })
}

const MYANMAR_ZERO = 0x1040

/**
 * A price as typed: Latin or Myanmar digits, at most two decimals. Empty is "no price" (null);
 * anything else that is not a price above 0 and at most MAX_KYAT_PER_MB is undefined.
 */
export function parsePriceInput(text: string): number | null | undefined {
  const latin = text.trim().replace(/[\u1040-\u1049]/g, (d) => String(d.charCodeAt(0) - MYANMAR_ZERO))
  if (latin === '') return null
  if (!/^\d{1,4}(\.\d{1,2})?$/.test(latin)) return undefined
  const n = Number(latin)
  return n > 0 && n <= MAX_KYAT_PER_MB ? n : undefined
}
