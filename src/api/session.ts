import * as v from 'valibot'

/** Page and worker share it over IndexedDB; `sid` names one login, so a late answer never touches a newer one. */
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
