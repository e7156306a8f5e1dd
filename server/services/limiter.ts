import type { Database } from 'better-sqlite3'
import { RateLimiterRes, RateLimiterSQLite } from 'rate-limiter-flexible'

/** The table every limiter shares (server/db/schema.ts); each limiter's keys carry its own prefix. */
export const LIMITS_TABLE = 'rate_limits'

interface StoreRow {
  points: number
  expire: number | null
}

/**
 * rate-limiter-flexible's SQLite store over better-sqlite3, reading the app's injected clock instead
 * of `Date.now()`: every other expiry in the app follows that clock, and tests move it by hand. The
 * three methods below are the store's only clock readers; the queries are the store's own.
 */
export class ClockedSQLiteLimiter extends RateLimiterSQLite {
  private readonly now: () => number
  private readonly db: Database

  constructor(db: Database, now: () => number, opts: { keyPrefix: string; points: number; duration: number }) {
    // The table is made with the schema, synchronously, so the store never waits for it.
    super({ ...opts, storeClient: db, storeType: 'better-sqlite3', tableName: LIMITS_TABLE, tableCreated: true })
    this.db = db
    this.now = now
  }

  _getRateLimiterRes(_key: string, changedPoints: number, result: StoreRow): RateLimiterRes {
    const first = changedPoints === result.points
    const consumed = first ? changedPoints : result.points
    const msBeforeNext = result.expire ? Math.max(result.expire - this.now(), 0) : -1
    return new RateLimiterRes(Math.max(this.points - consumed, 0), msBeforeNext, consumed, first)
  }

  _upsertTransaction(key: string, points: number, msDuration: number, forceExpire: boolean): Promise<StoreRow> {
    const now = this.now()
    const expire = msDuration > 0 ? now + msDuration : null
    const row = forceExpire
      ? this.db
          .prepare<[string, number, number | null], StoreRow>(
            `INSERT OR REPLACE INTO ${LIMITS_TABLE} (key, points, expire) VALUES (?, ?, ?) RETURNING points, expire`,
          )
          .get(key, points, expire)
      : this.db
          .prepare<[string, number, number | null, number, number], StoreRow>(
            `INSERT INTO ${LIMITS_TABLE} (key, points, expire) VALUES (?, ?, ?)
             ON CONFLICT(key) DO UPDATE SET
               points = CASE WHEN expire IS NULL OR expire > ? THEN points + excluded.points ELSE excluded.points END,
               expire = CASE WHEN expire IS NULL OR expire > ? THEN expire ELSE excluded.expire END
             RETURNING points, expire`,
          )
          .get(key, points, expire, now, now)
    return row ? Promise.resolve(row) : Promise.reject(new Error(`rate limit upsert returned nothing for ${key}`))
  }

  _get(key: string): Promise<StoreRow | null> {
    const row = this.db
      .prepare<[string, number], StoreRow>(`SELECT points, expire FROM ${LIMITS_TABLE} WHERE key = ? AND (expire > ? OR expire IS NULL)`)
      .get(key, this.now())
    return Promise.resolve(row ?? null)
  }
}

/** Drops windows that have ended, so the table holds only live counts. */
export function pruneLimits(db: Database, now: number): void {
  db.prepare(`DELETE FROM ${LIMITS_TABLE} WHERE expire < ?`).run(now)
}
