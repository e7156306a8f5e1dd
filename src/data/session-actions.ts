import type { AuthResult } from '../api/schemas/account'
import type { Result } from '../api/result'
import { SuccessMessageSchema } from '../api/schemas/common'
import { logout as logoutRows, signIn as storeSignIn } from './account'
import type { AppServices } from './services'
import { resetBackoff } from './sync/engine'
import { quietly, requestPersistentStorage } from './storage'
import { forgetHeToken } from './he-token'
import type { Owner } from './downloads/remove'

/** How long logout waits for the server to end the session before the device goes on without it. */
export const LOGOUT_CALL_TIMEOUT_MS = 2000

/**
 * Downloads belong to one viewer, bytes included. Their code loads only here, when a session starts
 * or ends, never with the app's start-up.
 */
async function deleteDownloads(services: Pick<AppServices, 'db' | 'api' | 'now'>, who: Owner, timeoutMs?: number): Promise<void> {
  try {
    const [{ downloadDeps }, { deleteDownloadsOf }] = await Promise.all([
      import('./downloads/deps'),
      import(/* chunk: download-engine */ './downloads/remove'),
    ])
    await deleteDownloadsOf(downloadDeps(services), who, { timeoutMs })
  } catch {
    // The chunk did not load (an old page whose files are gone): the next login deletes them.
  }
}

/**
 * Stores a login and resumes the outbox: operations this user queued before the session ended are
 * sent now. A logged-in viewer has data worth keeping, so the browser is asked not to evict it.
 */
export async function signIn(
  services: Pick<AppServices, 'db' | 'api' | 'sync' | 'now'>,
  auth: Pick<AuthResult, 'userInfo' | 'token'>,
): Promise<Result<{ userChanged: boolean }>> {
  const result = await storeSignIn(services.db, auth, { now: services.now })
  // The last viewer's HE token would log them back in over this one with a tap.
  if (result.ok && result.value.userChanged) forgetHeToken()
  if (result.ok) {
    // Another viewer's downloads never stay for this one to play.
    await deleteDownloads(services, { except: auth.userInfo.id })
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
 * The viewer's downloads go first, bytes included (the warning names their size), while the
 * session can still release their licences on the server (again waiting at most `timeoutMs`).
 */
export async function logout(
  services: Pick<AppServices, 'db' | 'api' | 'now'>,
  timeoutMs: number = LOGOUT_CALL_TIMEOUT_MS,
): Promise<Result<boolean>> {
  const session = await quietly(() => services.db.session.get('current'), undefined)
  if (session) await deleteDownloads(services, session.userId, timeoutMs)
  // Not in the spec (docs/security.md, "Sessions and logout"). The refresh token names the session even when the access
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
