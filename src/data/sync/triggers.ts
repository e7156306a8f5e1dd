import type { RunReport, SyncEngine } from './engine'

/** Background Sync tag the service worker listens for. */
export const SYNC_TAG = 'outbox'

interface EventTargetLike {
  addEventListener(type: string, listener: () => void): void
  removeEventListener(type: string, listener: () => void): void
}
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

/**
 * The page's triggers: start-up, the `online` event and the tab becoming visible. (Each enqueue
 * while online and the back-off timer are triggered by the engine itself.) Returns the stop function.
 */
export function startSyncTriggers(engine: SyncEngine, target: EventTargetLike = globalThis as unknown as EventTargetLike): () => void {
  const doc = (globalThis as { document?: EventTargetLike & { visibilityState?: string } }).document
  const onOnline = () => engine.retryNow()
  const onVisible = () => {
    if (doc?.visibilityState === 'visible') engine.kick()
  }
  target.addEventListener('online', onOnline)
  doc?.addEventListener('visibilitychange', onVisible)
  engine.kick()
  return () => {
    target.removeEventListener('online', onOnline)
    doc?.removeEventListener('visibilitychange', onVisible)
    engine.stop()
  }
}

/**
 * For the worker's `sync` event: one full replay. It rejects while the queue is backing off, so
 * the browser schedules the sync event again later.
 */
export async function runOutboxForSyncEvent(engine: SyncEngine): Promise<RunReport> {
  const report = await engine.flush()
  if (report.state === 'backoff' || report.state === 'error') throw new Error(`outbox: retry later (${report.state})`)
  return report
}
