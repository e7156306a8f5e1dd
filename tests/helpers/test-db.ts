import { AppDb } from '../../src/data/db'
import type { AuthResult } from '../../src/api/schemas/account'

let counter = 0

/** A fresh database on fake-indexeddb; each test gets its own name so nothing leaks between tests. */
export function freshDb(): AppDb {
  counter++
  return new AppDb(`test-${counter}-${Math.random().toString(36).slice(2)}`)
}

/** Empties every table: cheaper than opening a new database (the model test does this per run). */
export async function clearDb(db: AppDb): Promise<void> {
  await db.transaction('rw', db.tables, async () => {
    await Promise.all(db.tables.map((t) => t.clear()))
  })
}

export const auth = (userId: number, n = 1): Pick<AuthResult, 'userInfo' | 'token'> => ({
  userInfo: { id: userId, name: `User ${userId}`, phone: `95942000000${userId}` },
  token: { accessToken: `access-${userId}-${n}`, refreshToken: `refresh-${userId}-${n}` },
})

/** A clock tests move by hand. */
export function manualClock(start = Date.parse('2025-01-01T00:00:00Z')) {
  let t = start
  return {
    now: () => t,
    advance(ms: number) {
      t += ms
    },
    set(ms: number) {
      t = ms
    },
    /** A sleep that moves the clock instead of waiting. */
    sleep: async (ms: number) => {
      t += Math.max(0, ms)
    },
  }
}
