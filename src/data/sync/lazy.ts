import { failure } from '../../api/failures'
import { fail } from '../../api/result'
import type { RunReport, SyncEngine, SyncEngineOptions } from './engine'

/**
 * A sync engine whose code is fetched on first use. The page needs none of it to paint home, and
 * on a slow link every kilobyte before the first banner counts; the first enqueue or the start-up
 * trigger (scheduled after the first paint) brings it in. A chunk that fails to load (an old tab
 * after a deploy) is asked for again on the next call, and queued work stays in the outbox table.
 */
export function lazySyncEngine(options: SyncEngineOptions, load: () => Promise<{ createSyncEngine: (o: SyncEngineOptions) => SyncEngine }>): SyncEngine {
  let engine: Promise<SyncEngine> | null = null
  const get = (): Promise<SyncEngine> => {
    engine ??= load().then(
      (m) => m.createSyncEngine(options),
      (error: unknown) => {
        engine = null
        throw error
      },
    )
    return engine
  }
  const unavailable = fail(failure('UnknownNetworkFailure'))
  const errorReport: RunReport = { state: 'error', sent: 0, dead: 0, failure: failure('UnknownNetworkFailure') }
  const quiet = (run: (e: SyncEngine) => void) => void get().then(run, () => undefined)
  return {
    enqueueFavorite: (input) => get().then((e) => e.enqueueFavorite(input), () => unavailable),
    enqueuePosition: (input) => get().then((e) => e.enqueuePosition(input), () => unavailable),
    enqueueRating: (input) => get().then((e) => e.enqueueRating(input), () => unavailable),
    enqueueComment: (input) => get().then((e) => e.enqueueComment(input), () => unavailable),
    enqueueCommentDelete: (input) => get().then((e) => e.enqueueCommentDelete(input), () => unavailable),
    enqueueCommentReport: (input) => get().then((e) => e.enqueueCommentReport(input), () => unavailable),
    run: () => get().then((e) => e.run(), () => errorReport),
    flush: () => get().then((e) => e.flush(), () => errorReport),
    drain: (maxRounds) => get().then((e) => e.drain(maxRounds), () => errorReport),
    kick: () => quiet((e) => e.kick()),
    retryNow: () => quiet((e) => e.retryNow()),
    stop: () => void engine?.then((e) => e.stop(), () => undefined),
  }
}
