import { buildAppServices, type AppServices, type ServicesOptions } from './services'
import { createSyncEngine } from './sync/app-engine'
import { endSession } from './account'

/** Services with the sync engine loaded up front: the service worker and tests. */
export function createAppServices(opts: ServicesOptions = {}): AppServices {
  return buildAppServices(opts, { makeSync: createSyncEngine, endSession })
}
