import Database from 'better-sqlite3'
import type { Database as Db } from 'better-sqlite3'
import { SCHEMA, SCHEMA_VERSION } from './schema.ts'

/** Opens (or creates) the database and its schema. Pass ':memory:' for tests. */
export function openDb(file: string): Db {
  const db = new Database(file)
  if (file !== ':memory:') db.pragma('journal_mode = WAL')
  // Said, not left to the build's default: payments, subscriptions and redeem ask for FULL (durable.ts).
  db.pragma('synchronous = NORMAL')
  db.pragma('foreign_keys = ON')
  db.pragma('busy_timeout = 5000')
  db.exec(SCHEMA)
  db.pragma(`user_version = ${SCHEMA_VERSION}`)
  return db
}

export function isSeeded(db: Db): boolean {
  return db.prepare(`SELECT 1 FROM meta WHERE key = 'seeded_at'`).get() !== undefined
}
