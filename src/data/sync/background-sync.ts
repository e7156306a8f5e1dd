/** Background Sync tag the service worker listens for. */
export const SYNC_TAG = 'outbox'

interface SyncRegistration {
  sync?: { register(tag: string): Promise<void> }
}

/**
 * Asks for a Background Sync event so the worker replays the outbox even after the tab is closed.
 * Feature-detected (Chromium has it; other browsers rely on the page triggers). In the worker the
 * registration is `self.registration`; on the page it is the ready registration, which never
 * settles without a worker, so it is not awaited.
 */
export function requestBackgroundSync(): void {
  const g = globalThis as { registration?: SyncRegistration; navigator?: { serviceWorker?: { ready?: Promise<SyncRegistration> } } }
  const register = (reg: SyncRegistration | undefined) => {
    if (reg?.sync && typeof reg.sync.register === 'function') reg.sync.register(SYNC_TAG).catch(() => undefined)
  }
  try {
    if (g.registration) register(g.registration)
    else void g.navigator?.serviceWorker?.ready?.then(register, () => undefined)
  } catch {
    // No Background Sync: the page triggers cover it.
  }
}
