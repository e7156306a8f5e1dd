import { failure } from '../../api/failures'
import { fail } from '../../api/result'
import { lazyObject } from '../../lib/lazy-object'
import type { RunReport, SyncEngine, SyncEngineOptions } from './engine'

/**
 * A sync engine whose code is fetched on first use: the page needs none of it to paint home. A
 * chunk that fails to load answers as a network failure, and queued work stays in the outbox table.
 */
export function lazySyncEngine(
  options: SyncEngineOptions,
  load: () => Promise<{ createSyncEngine: (o: SyncEngineOptions) => SyncEngine }>,
): SyncEngine {
  const unavailable = failure('UnknownNetworkFailure')
  const errorReport: RunReport = { state: 'error', sent: 0, dead: 0, failure: unavailable }
  return lazyObject<SyncEngine>(
    () => load().then((m) => m.createSyncEngine(options)),
    (method) => (method === 'enqueue' ? fail(unavailable) : errorReport),
    ['stop'],
  )
}
