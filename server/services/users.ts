import type { Database } from 'better-sqlite3'

export interface UserRow {
  id: number
  phone: string
  name: string
  created_at: number
  main_exp: number
  redeem_exp: number
}

export function getUser(db: Database, id: number): UserRow | undefined {
  return db.prepare<[number], UserRow>('SELECT * FROM users WHERE id = ?').get(id)
}

export function defaultName(phone: string): string {
  return `User ${phone.slice(-4)}`
}

export function findOrCreateUser(db: Database, phone: string, now: number): { user: UserRow; isNew: boolean } {
  const existing = db.prepare<[string], UserRow>('SELECT * FROM users WHERE phone = ?').get(phone)
  if (existing) return { user: existing, isNew: false }
  const info = db.prepare('INSERT INTO users (phone, name, created_at) VALUES (?, ?, ?)').run(phone, defaultName(phone), now)
  const user = getUser(db, Number(info.lastInsertRowid))
  if (!user) throw new Error('user vanished after insert')
  return { user, isNew: true }
}

export function userInfo(user: UserRow) {
  return { id: user.id, name: user.name, phone: user.phone }
}
