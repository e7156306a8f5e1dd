import type { AuthResult } from '../api/schemas/account'
import type { Result } from '../api/result'
import { logout as logoutRows, signIn as storeSignIn } from './account'
import type { AppServices } from './services'
import { resetBackoff } from './sync/engine'
import { requestPersistentStorage } from './storage'

/**
 * Stores a login and resumes the outbox: operations this user queued before the session ended are
 * sent now. A logged-in viewer has data worth keeping, so the browser is asked not to evict it.
 */
export async function signIn(services: Pick<AppServices, 'db' | 'sync' | 'now'>, auth: Pick<AuthResult, 'userInfo' | 'token'>): Promise<Result<{ userChanged: boolean }>> {
  const result = await storeSignIn(services.db, auth, { now: services.now })
  if (result.ok) {
    await resetBackoff(services.db)
    services.sync.kick()
    void requestPersistentStorage()
  }
  return result
}

/**
 * Spec section 2: logout (after the warning that usage records will be deleted) removes the saved
 * authentication, every user row and this user's unsent operations, then the API caches.
 */
export function logout(services: Pick<AppServices, 'db'>): Promise<Result<boolean>> {
  return logoutRows(services.db, { discardOutbox: true })
}
