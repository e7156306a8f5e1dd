import { randomBytes } from 'node:crypto'
import type { Database } from 'better-sqlite3'

/** A random secret made once and kept in `meta` under `key`, so that what it signed survives a restart. */
export function storedSecret(db: Database, key: string): string {
  db.prepare('INSERT OR IGNORE INTO meta (key, value) VALUES (?, ?)').run(key, randomBytes(32).toString('base64url'))
  const row = db.prepare<[string], { value: string }>('SELECT value FROM meta WHERE key = ?').get(key)
  if (!row) throw new Error(`${key} could not be stored`)
  return row.value
}
