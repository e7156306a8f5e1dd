import { describe, expect, it } from 'vitest'
import { MeterDb } from './db'
import { recordBytes } from './record'
import { allowanceSettings, allowanceState, markWarned, saveAllowance, watchAnywayToday, MB } from './allowance'

const freshDb = () => new MeterDb(`allowance-${Math.random().toString(36).slice(2)}`)
const mmt = (iso: string) => Date.parse(`${iso}+06:30`)

describe('the daily allowance', () => {
  it('is off by default: no amount warns or stops', async () => {
    const db = freshDb()
    const at = mmt('2026-11-25T10:00:00')
    await recordBytes('watching', 5000 * MB, at, db)
    expect(await allowanceState(at, db)).toMatchObject({ warnBytes: null, stopBytes: null, warnDue: false, stopped: false })
  })

  it('warns once a day after the warning amount, counting watching and browsing', async () => {
    const db = freshDb()
    const at = mmt('2026-11-25T10:00:00')
    await saveAllowance({ warnMb: 100 }, db)
    await recordBytes('watching', 90 * MB, at, db)
    expect((await allowanceState(at, db)).warnDue).toBe(false)
    await recordBytes('browsing', 10 * MB, at, db)
    expect((await allowanceState(at, db)).warnDue).toBe(true)
    await markWarned(at, db)
    expect((await allowanceState(at, db)).warnDue).toBe(false)
    // The next Myanmar day starts afresh.
    await recordBytes('watching', 100 * MB, mmt('2026-11-26T09:00:00'), db)
    expect((await allowanceState(mmt('2026-11-26T09:00:00'), db)).warnDue).toBe(true)
  })

  it('leaves downloads to their own night budget', async () => {
    const db = freshDb()
    const at = mmt('2026-11-26T02:00:00')
    await saveAllowance({ stopMb: 100 }, db)
    await recordBytes('downloads', 900 * MB, at, db)
    expect(await allowanceState(at, db)).toMatchObject({ usedToday: 0, stopped: false })
  })

  it('stops streaming at the stop amount until the viewer watches anyway, for today only', async () => {
    const db = freshDb()
    const at = mmt('2026-11-25T21:00:00')
    await saveAllowance({ stopMb: 200 }, db)
    await recordBytes('watching', 200 * MB, at, db)
    expect(await allowanceState(at, db)).toMatchObject({ reached: true, stopped: true, usedToday: 200 * MB })
    await watchAnywayToday(at, db)
    expect(await allowanceState(at, db)).toMatchObject({ reached: true, anyway: true, stopped: false })
    const tomorrow = mmt('2026-11-26T08:00:00')
    await recordBytes('watching', 250 * MB, tomorrow, db)
    expect((await allowanceState(tomorrow, db)).stopped).toBe(true)
  })

  describe('hostile settings', () => {
    it('refuses zero, negative, fractional and huge amounts, keeping the last good one', async () => {
      const db = freshDb()
      expect(await saveAllowance({ stopMb: 300 }, db)).toBe(true)
      for (const bad of [0, -5, 1.5, 1e9, Number.NaN]) expect(await saveAllowance({ stopMb: bad }, db)).toBe(false)
      expect((await allowanceState(mmt('2026-11-25T10:00:00'), db)).stopBytes).toBe(300 * MB)
    })

    it('a stored setting in a foreign shape reads as off', async () => {
      const db = freshDb()
      await db.kv.put({ key: 'allowance', value: { warnMb: '1', stopMb: { valueOf: 1 } } })
      expect(await allowanceState(mmt('2026-11-25T10:00:00'), db)).toMatchObject({ warnBytes: null, stopBytes: null })
    })
  })

  it('where the device refuses storage, the allowance reads as off: nothing warns, nothing stops, nothing throws', async () => {
    const refused = () => {
      throw new DOMException('The user denied permission to access the database.', 'InvalidStateError')
    }
    const db = { transaction: refused, kv: { get: refused } } as unknown as MeterDb
    expect(await allowanceSettings(db)).toEqual({ warnMb: null, stopMb: null })
    const state = await allowanceState(Date.now(), db)
    expect(state).toMatchObject({ warnBytes: null, stopBytes: null, warnDue: false, reached: false, stopped: false })
  })
})
