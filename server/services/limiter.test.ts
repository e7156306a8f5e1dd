import { describe, expect, it } from 'vitest'
import { openDb } from '../db/open.ts'
import { ClockedSQLiteLimiter, LIMITS_TABLE, pruneLimits } from './limiter.ts'

describe('ClockedSQLiteLimiter', () => {
  it("counts in the app's clock: a window ends when that clock says so, not the wall clock", async () => {
    const db = openDb(':memory:')
    let now = Date.parse('2030-01-01T00:00:00Z')
    const limiter = new ClockedSQLiteLimiter(db, () => now, { keyPrefix: 't', points: 2, duration: 60 })
    await limiter.consume('k')
    const second = await limiter.consume('k')
    expect(second.remainingPoints).toBe(0)
    expect(second.msBeforeNext).toBe(60_000)
    await expect(limiter.consume('k')).rejects.toMatchObject({ consumedPoints: 3 })
    now += 59_999
    await expect(limiter.consume('k')).rejects.toMatchObject({ msBeforeNext: 1 })
    now += 1
    expect((await limiter.consume('k')).consumedPoints).toBe(1)
  })

  it('keeps its counts in the table, where pruning drops only ended windows', async () => {
    const db = openDb(':memory:')
    let now = 1_000_000
    const short = new ClockedSQLiteLimiter(db, () => now, { keyPrefix: 's', points: 5, duration: 10 })
    const long = new ClockedSQLiteLimiter(db, () => now, { keyPrefix: 'l', points: 5, duration: 3600 })
    await short.consume('k')
    await long.consume('k')
    now += 11_000
    pruneLimits(db, now)
    const keys = db
      .prepare<[], { key: string }>(`SELECT key FROM ${LIMITS_TABLE}`)
      .all()
      .map((r) => r.key)
    expect(keys).toEqual(['l:k'])
  })
})
