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

/** Downloads belong to one viewer; their code loads only when a session starts or ends. */
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

/** Resumes the outbox, and asks the browser not to evict a logged-in viewer's data. */
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
 * Spec section 2. Downloads go first, while the session can still release their licences; the server
 * is asked to end the session best-effort, for at most `timeoutMs`, and the device is cleared anyway.
 */
export async function logout(
  services: Pick<AppServices, 'db' | 'api' | 'now'>,
  timeoutMs: number = LOGOUT_CALL_TIMEOUT_MS,
): Promise<Result<boolean>> {
  const session = await quietly(() => services.db.session.get('current'), undefined)
  if (session) await deleteDownloads(services, session.userId, timeoutMs)
  // Not in the spec (docs/security.md): the refresh token names the session even when the access token lapsed.
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
