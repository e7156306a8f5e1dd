import type { RunReport, SyncEngine } from './engine'

interface EventTargetLike {
  addEventListener(type: string, listener: () => void): void
  removeEventListener(type: string, listener: () => void): void
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
