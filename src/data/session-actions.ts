import type { AuthResult } from '../api/schemas/account'
import type { Result } from '../api/result'
import { SuccessMessageSchema } from '../api/schemas/common'
import { logout as logoutRows, signIn as storeSignIn } from './account'
import type { AppServices } from './services'
import { resetBackoff } from './sync/engine'
import { quietly, requestPersistentStorage } from './storage'
import { forgetHeToken } from './he-token'

/** How long logout waits for the server to end the session before the device goes on without it. */
export const LOGOUT_CALL_TIMEOUT_MS = 2000

/**
 * Stores a login and resumes the outbox: operations this user queued before the session ended are
 * sent now. A logged-in viewer has data worth keeping, so the browser is asked not to evict it.
 */
export async function signIn(services: Pick<AppServices, 'db' | 'sync' | 'now'>, auth: Pick<AuthResult, 'userInfo' | 'token'>): Promise<Result<{ userChanged: boolean }>> {
  const result = await storeSignIn(services.db, auth, { now: services.now })
  // The last viewer's HE token would log them back in over this one with a tap.
  if (result.ok && result.value.userChanged) forgetHeToken()
  if (result.ok) {
    await resetBackoff(services.db)
    services.sync.kick()
    void requestPersistentStorage()
  }
  return result
}

/**
 * Spec section 2: logout (after the warning that usage records will be deleted) removes the saved
 * authentication, every user row and this user's unsent operations, then the API caches, and the
 * HE token with its cookie. The server is asked to end the session at the same time, on a best-
 * effort basis: the device is cleared whatever it answers, and waits for it at most `timeoutMs`.
 */
export async function logout(
  services: Pick<AppServices, 'db' | 'api'>,
  timeoutMs: number = LOGOUT_CALL_TIMEOUT_MS,
): Promise<Result<boolean>> {
  const session = await quietly(() => services.db.session.get('current'), undefined)
  // Not in the spec (see the README). The refresh token names the session even when the access
  // token has lapsed, so no refresh is spent on leaving. Kept here, out of the start-up client.
  const ended = session
    ? services.api.http.request({
      method: 'POST',
      path: '/v1/auth/logout',
      body: { refreshToken: session.refreshToken },
      schema: SuccessMessageSchema,
      skipAuth: true,
      timeoutMs,
    })
    : null
  const result = await logoutRows(services.db, { discardOutbox: true })
  forgetHeToken()
  await ended
  return result
}
