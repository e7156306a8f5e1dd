import type { AppServices } from '../data/services'
import { startSyncTriggers } from '../data/sync/triggers'
import { registerServiceWorker } from './register'
import { offerUpdates } from './update-offer'
import { i18n } from '../i18n/i18n'
import { showCarriedNotice } from '../features/payment/carried-notice'

/** Start-up work that waits for the first paint: the worker, its update offer, and the outbox. */
export function lateStart(services: AppServices): void {
  // The offer's strings are in the second catalogue; an update is only found well after it loads.
  offerUpdates()
  registerServiceWorker()
  // Start-up is one of the outbox triggers: work queued in an earlier visit goes out now.
  startSyncTriggers(services.sync)
  void showCarriedNotice(i18n)
  // Downloads of an earlier visit carry on; the engine loads only where something was downloaded.
  void import('../data/downloads/start').then((m) => m.startDownloads(services)).catch(() => null)
}
