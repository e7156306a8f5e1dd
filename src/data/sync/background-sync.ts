/** Background Sync tag the service worker listens for. */
export const SYNC_TAG = 'outbox'

interface SyncRegistration {
  sync?: { register(tag: string): Promise<void> }
}

/** The worker replays the outbox after the tab closes (Chromium); not awaited: `ready` never settles without a worker. */
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
