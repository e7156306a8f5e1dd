import type { RunReport, SyncEngine } from './engine'

interface EventTargetLike {
  addEventListener(type: string, listener: () => void): void
  removeEventListener(type: string, listener: () => void): void
}

/** Start-up, `online` and the tab becoming visible; enqueues and the back-off timer trigger the engine itself. */
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

/** Rejects while backing off, so the browser schedules the worker's `sync` event again. */
export async function runOutboxForSyncEvent(engine: SyncEngine): Promise<RunReport> {
  const report = await engine.flush()
  if (report.state === 'backoff' || report.state === 'error') throw new Error(`outbox: retry later (${report.state})`)
  return report
}
