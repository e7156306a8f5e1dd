import type { SessionEndReason, SessionSnapshot, SessionStore, TokenPair } from '../../src/api/session'

/** A SessionStore in memory, for client tests that do not need IndexedDB. */
export class MemorySessionStore implements SessionStore {
  current: SessionSnapshot | null
  readonly ended: SessionEndReason[] = []

  constructor(initial: SessionSnapshot | null = null) {
    this.current = initial
  }

  async read(): Promise<SessionSnapshot | null> {
    return this.current ? { ...this.current } : null
  }

  async saveTokens(sid: string, tokens: TokenPair): Promise<void> {
    if (this.current?.sid === sid) this.current = { ...this.current, ...tokens }
  }

  async clear(sid: string, reason: SessionEndReason): Promise<void> {
    if (this.current?.sid !== sid) return
    this.current = null
    this.ended.push(reason)
  }
}

export const session = (over: Partial<SessionSnapshot> = {}): SessionSnapshot => ({
  sid: 'sid-1',
  userId: 7,
  accessToken: 'access-1',
  refreshToken: 'refresh-1',
  ...over,
})
