import type { LockRunner } from './locks'
import type { SessionSnapshot, SessionStore, TokenPair } from './session'
import { failure, isTransient, toFailure } from './failures'
import { fail, ok, type Result } from './result'

export const REFRESH_LOCK = 'auth-refresh'

export interface TokenRefresher {
  /**
   * Renews the access token that `stale` carried. Every caller in this context that asks while a
   * refresh is running shares it; other contexts wait on the Web Lock and then reuse the token the
   * first one stored. Resolves to the session to retry with, or the failure.
   */
  refresh(stale: SessionSnapshot): Promise<Result<SessionSnapshot>>
  /** Refresh calls actually sent, for tests and diagnostics. */
  readonly calls: number
}

export function createTokenRefresher(deps: {
  sessions: SessionStore
  locks: LockRunner
  callRefresh: (refreshToken: string) => Promise<Result<TokenPair>>
}): TokenRefresher {
  let inflight: Promise<Result<SessionSnapshot>> | null = null
  let calls = 0

  async function underLock(stale: SessionSnapshot): Promise<Result<SessionSnapshot>> {
    // Re-read inside the lock: another tab (or an earlier refresh here) may have renewed it already.
    const current = await deps.sessions.read()
    if (!current || current.sid !== stale.sid) return fail(failure('SessionFailure'))
    if (current.accessToken !== stale.accessToken) return ok(current)
    calls++
    const answer = await deps.callRefresh(current.refreshToken)
    if (answer.ok) {
      await deps.sessions.saveTokens(current.sid, answer.value)
      return ok({ ...current, ...answer.value })
    }
    // A refresh that could not reach the server proves nothing about the login: keep it.
    if (isTransient(answer.failure)) return answer
    await deps.sessions.clear(current.sid, answer.failure.type === 'MultipleDeviceFailure' ? 'displaced' : 'expired')
    return fail(answer.failure.type === 'MultipleDeviceFailure' ? answer.failure : failure('SessionFailure'))
  }

  return {
    refresh(stale) {
      inflight ??= deps
        .locks(REFRESH_LOCK, () => underLock(stale))
        .catch((e: unknown) => fail<SessionSnapshot>(toFailure(e)))
        .finally(() => {
          inflight = null
        })
      return inflight
    },
    get calls() {
      return calls
    },
  }
}
