import * as v from 'valibot'

/**
 * What the client needs of the stored session. The page and the service worker both implement it
 * over IndexedDB (src/data/session-store.ts), so a token refreshed by one is seen by the other.
 * `sid` names one login: it survives token refreshes and changes on every new login, so a late
 * answer for an old login can never clear or overwrite a newer one.
 */
export const SessionSnapshotSchema = v.object({
  sid: v.pipe(v.string(), v.minLength(1)),
  userId: v.pipe(v.number(), v.integer()),
  accessToken: v.pipe(v.string(), v.minLength(1)),
  refreshToken: v.pipe(v.string(), v.minLength(1)),
})
export type SessionSnapshot = v.InferOutput<typeof SessionSnapshotSchema>

export interface TokenPair {
  accessToken: string
  refreshToken: string
}

export type SessionEndReason = 'expired' | 'displaced' | 'logout'

export interface SessionStore {
  read(): Promise<SessionSnapshot | null>
  /** Stores refreshed tokens, only while login `sid` is still the current one. */
  saveTokens(sid: string, tokens: TokenPair): Promise<void>
  /** Ends login `sid` (no-op when another login has replaced it). */
  clear(sid: string, reason: SessionEndReason): Promise<void>
}
