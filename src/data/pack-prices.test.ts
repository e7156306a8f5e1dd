import { describe, expect, it } from 'vitest'
import { freshDb } from '../../tests/helpers/test-db'
import { logout } from './account'
import { NO_PRICES, PACK_PRICES_KEY, parsePriceInput, readPackPrices, writePackPrices } from './pack-prices'

describe('pack prices', () => {
  it('are none until the viewer enters one: no price is ever guessed', async () => {
    expect(await readPackPrices(freshDb())).toEqual(NO_PRICES)
  })

  it('keep a day price and an optional night price, and stay after a logout', async () => {
    const db = freshDb()
    expect((await writePackPrices(db, { day: 2.5, night: null })).ok).toBe(true)
    expect(await readPackPrices(db)).toEqual({ day: 2.5, night: null })
    await writePackPrices(db, { day: 2.5, night: 0.3 })
    await logout(db)
    expect(await readPackPrices(db)).toEqual({ day: 2.5, night: 0.3 })
  })

  it('refuse a price of nothing, a negative one, one past any pack, or not a number, and keep the stored ones', async () => {
    const db = freshDb()
    await writePackPrices(db, { day: 3, night: null })
    for (const day of [0, -1, 1001, Number.NaN, Number.POSITIVE_INFINITY]) {
      const r = await writePackPrices(db, { day, night: null })
      expect(r.ok).toBe(false)
    }
    expect(await readPackPrices(db)).toEqual({ day: 3, night: null })
  })

  it('read a damaged stored row (a tampered value) as no price rather than showing it', async () => {
    const db = freshDb()
    await db.meta.put({ key: PACK_PRICES_KEY, scope: 'device', value: { day: '2; DROP', night: -4 }, at: 0 })
    expect(await readPackPrices(db)).toEqual(NO_PRICES)
    await db.meta.put({ key: PACK_PRICES_KEY, scope: 'device', value: 'not an object', at: 0 })
    expect(await readPackPrices(db)).toEqual(NO_PRICES)
  })
})

describe('a price as typed', () => {
  it('takes Latin and Myanmar digits with up to two decimals', () => {
    expect(parsePriceInput(' 2.5 ')).toBe(2.5)
    expect(parsePriceInput('၃.၂၅')).toBe(3.25)
    expect(parsePriceInput('12')).toBe(12)
  })

  it('reads an empty field as no price', () => {
    expect(parsePriceInput('')).toBeNull()
    expect(parsePriceInput('   ')).toBeNull()
  })

  it('refuses text that is not a price: signs, exponents, three decimals, zero, too large, script', () => {
    for (const text of ['-2', '1e3', '2.555', '0', '0.00', '1001', '2,5', '<script>', 'Infinity', '0x10', '１２']) {
      expect(parsePriceInput(text)).toBeUndefined()
    }
  })
})
