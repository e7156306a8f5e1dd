import type { Result } from '../../api/result'
import type { Profile } from '../../api/schemas/account'
import { discardDeadLetters, logout, refreshProfile, retryDeadLetters, type AppServices } from '../../data'
import { installPrompt, type InstallOutcome } from '../../pwa/install'
import { heTokenStore } from '../auth/he-token-store'

/** How long logout waits for the outbox to go out before it deletes what is left. */
export const LOGOUT_FLUSH_TIMEOUT_MS = 3000

export function refreshMyProfile(services: AppServices): Promise<Result<Profile>> {
  return refreshProfile(services)
}

/** Logout: a bounded last send of usage records and server logout, then the session, user rows, caches and HE token go. */
export async function logoutNow(services: AppServices, flushTimeoutMs = LOGOUT_FLUSH_TIMEOUT_MS): Promise<Result<boolean>> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, flushTimeoutMs)
  })
  try {
    await Promise.race([services.sync.flush().catch(() => undefined), timeout])
  } finally {
    clearTimeout(timer)
  }
  // Ending the session also forgets the screens' remembered answers (data/remembered.ts).
  const result = await logout(services)
  // Already removed with the session; this tells the HE card, which would offer it again.
  heTokenStore.clear()
  return result
}

export async function retryFailedSync(services: AppServices, ids: string[] | 'all'): Promise<Result<number>> {
  const result = await retryDeadLetters(services.db, ids)
  if (result.ok && result.value > 0) services.sync.kick()
  return result
}

export function discardFailedSync(services: AppServices, ids: string[] | 'all'): Promise<Result<number>> {
  return discardDeadLetters(services.db, ids)
}

export function installApp(): Promise<InstallOutcome> {
  return installPrompt.prompt()
}
