import { buildAppServices, type AppServices, type ServicesOptions } from './services'
import { createSyncEngine } from './sync/engine'

/** Services with the sync engine loaded up front: the service worker and tests. */
export function createAppServices(opts: ServicesOptions = {}): AppServices {
  return buildAppServices(opts, createSyncEngine)
}
