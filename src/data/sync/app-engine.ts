import { reloadRecentsAfterPositions } from '../paged/recents-follow-up'
import { createSyncEngine as createBareEngine, type SyncEngine, type SyncEngineOptions } from './engine'

/** The engine as the page and the worker run it: what depends on the server's state follows each pass. */
export function createSyncEngine(options: SyncEngineOptions): SyncEngine {
  return createBareEngine({
    afterPass: reloadRecentsAfterPositions({ db: options.db, api: options.api, now: options.now ?? Date.now }),
    ...options,
  })
}
