import type { Database } from 'better-sqlite3'
import { newToken, sha256 } from './tokens.ts'

/** Long enough to switch apps and tap once; short enough that a forwarded link is soon worthless. */
export const HANDOFF_TTL_MS = 2 * 60_000
/** Spent and expired rows are kept this long so a late viewer hears why, then swept. */
const KEEP_MS = 86_400_000

export type HandoffState = { kind: 'live'; userId: number } | { kind: 'expired' | 'used' | 'invalid' }

interface Row {
  user_id: number
  expires_at: number
  used_at: number | null
  live_session: number
}

/** A new code for the caller's session; only its hash is stored. */
export function issueHandoffCode(db: Database, userId: number, sessionId: string, now: number): string {
  const code = newToken()
  db.prepare('DELETE FROM handoff_codes WHERE expires_at <= ?').run(now - KEEP_MS)
  db.prepare('INSERT INTO handoff_codes (hash, user_id, session_id, created_at, expires_at) VALUES (?, ?, ?, ?, ?)').run(
    sha256(code),
    userId,
    sessionId,
    now,
    now + HANDOFF_TTL_MS,
  )
  return code
}

// A code dies with the session that asked for it: logging out in the first browser withdraws its links.
const SELECT = `SELECT h.user_id, h.expires_at, h.used_at,
    (s.displaced_at IS NULL AND s.expires_at > ?) AS live_session
  FROM handoff_codes h LEFT JOIN sessions s ON s.id = h.session_id WHERE h.hash = ?`

function stateOf(row: Row | undefined, now: number): HandoffState {
  if (!row) return { kind: 'invalid' }
  if (row.used_at !== null) return { kind: 'used' }
  if (row.expires_at <= now) return { kind: 'expired' }
  if (!row.live_session) return { kind: 'invalid' }
  return { kind: 'live', userId: row.user_id }
}

/** Reads a code without spending it. */
export function peekHandoffCode(db: Database, code: string, now: number): HandoffState {
  return stateOf(db.prepare<[number, string], Row>(SELECT).get(now, sha256(code)), now)
}

/** Checks and spends the code in one transaction, so two redeems racing with it cannot both win. */
export function spendHandoffCode(db: Database, code: string, now: number): HandoffState {
  return db.transaction((): HandoffState => {
    const hash = sha256(code)
    const state = stateOf(db.prepare<[number, string], Row>(SELECT).get(now, hash), now)
    if (state.kind === 'live') db.prepare('UPDATE handoff_codes SET used_at = ? WHERE hash = ?').run(now, hash)
    return state
  })()
}
