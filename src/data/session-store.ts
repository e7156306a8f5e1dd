import * as v from 'valibot'
import { SessionSnapshotSchema, type SessionEndReason, type SessionSnapshot, type SessionStore, type TokenPair } from '../api/session'
import { UserInfoSchema, type UserInfo } from '../api/schemas/account'
import type { AppDb } from './db'

export const SESSION_KEY = 'current'

const StoredSessionSchema = v.object({ ...SessionSnapshotSchema.entries, name: v.string(), phone: v.string() })

/** The stored login, parsed; a damaged row counts as logged out. */
export async function readSessionRow(db: AppDb): Promise<(SessionSnapshot & { name: string; phone: string }) | null> {
  const parsed = v.safeParse(StoredSessionSchema, await db.session.get(SESSION_KEY))
  return parsed.success ? parsed.output : null
}

/** The logged-in viewer for the UI (spec: profile userInfo), or null. Safe inside useLiveQuery. */
export async function readCurrentUser(db: AppDb): Promise<UserInfo | null> {
  try {
    const row = await readSessionRow(db)
    if (!row) return null
    const user = v.safeParse(UserInfoSchema, { id: row.userId, name: row.name, phone: row.phone })
    return user.success ? user.output : null
  } catch {
    return null
  }
}

/** The IndexedDB session the API client reads at every request, in the page and in the worker. */
/** Ends the login `sid` (account.ts's endSession); passed in so the page can load it late. */
export type EndSession = (db: AppDb, opts: { sid: string; discardOutbox: boolean; reason: SessionEndReason }) => Promise<boolean>

export function createSessionStore(
  db: AppDb,
  opts: { now?: () => number; onEnded?: (reason: SessionEndReason) => void; endSession: EndSession },
): SessionStore {
  const now = opts.now ?? Date.now
  return {
    async read() {
      const row = await readSessionRow(db)
      return row ? { sid: row.sid, userId: row.userId, accessToken: row.accessToken, refreshToken: row.refreshToken } : null
    },
    async saveTokens(sid: string, tokens: TokenPair) {
      await db.transaction('rw', db.session, async () => {
        const row = await db.session.get(SESSION_KEY)
        if (row?.sid !== sid) return
        await db.session.put({ ...row, accessToken: tokens.accessToken, refreshToken: tokens.refreshToken, savedAt: now() })
      })
    },
    async clear(sid: string, reason: SessionEndReason) {
      const ended = await opts.endSession(db, { sid, discardOutbox: false, reason })
      if (ended) opts.onEnded?.(reason)
    },
  }
}
