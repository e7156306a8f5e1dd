import type { Database } from 'better-sqlite3'

/**
 * Runs `write` as one transaction that reaches the disk before it returns (synchronous=FULL): what a
 * viewer paid for or redeemed must survive a power cut, not only a crash of the process. Everything
 * else keeps WAL's NORMAL, which loses at most the last commits to a power cut and none to a crash.
 * Inside an outer transaction it joins that one, whose caller decides.
 */
export function durably<T>(db: Database, write: () => T): T {
  if (db.inTransaction) return write()
  db.pragma('synchronous = FULL')
  try {
    return db.transaction(write)()
  } finally {
    db.pragma('synchronous = NORMAL')
  }
}
