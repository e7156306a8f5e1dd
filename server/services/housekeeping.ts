import type { Database } from 'better-sqlite3'
import { sweepReplays } from '../http/idempotency.ts'
import { pruneLimits } from './limiter.ts'
import { sweepSpentProofs } from '../http/otp-proof.ts'

export const HOUSEKEEPING_EVERY_MS = 10 * 60_000

/** Drops what has lapsed from the tables that callers fill, so they stay bounded with no traffic. */
export function sweepLapsed(db: Database, now: number): void {
  sweepReplays(db, now)
  pruneLimits(db, now)
  sweepSpentProofs(db, now)
}

/** Runs sweepLapsed every `everyMs` until stopped; the timer never keeps the process alive. */
export function startHousekeeping(db: Database, now: () => number, everyMs = HOUSEKEEPING_EVERY_MS): () => void {
  const timer = setInterval(() => {
    if (db.open) sweepLapsed(db, now())
  }, everyMs)
  timer.unref()
  return () => clearInterval(timer)
}
