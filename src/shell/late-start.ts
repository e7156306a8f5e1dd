import type { AppServices } from '../data/services'
import { startSyncTriggers } from '../data/sync/triggers'
import { registerServiceWorker } from '../pwa/register'
import { offerUpdates } from '../pwa/update-offer'
import { i18n } from '../i18n/i18n'
import { showCarriedNotice } from '../features/payment/carried-notice'
import { watchDisplacedNotice } from '../features/auth/displaced-notice'
import { watchPageConnectivity } from '../data/connectivity-page'
import type { makeRouter } from '../router'
import { autopilotInUse } from '../features/downloads/autopilot-flag'

/** Start-up work that waits for the first paint: the worker, its update offer, and the outbox. */
export function lateStart(services: AppServices, router: ReturnType<typeof makeRouter>): void {
  // The offer's strings are in the second catalogue; an update is only found well after it loads.
  offerUpdates()
  registerServiceWorker()
  // Start-up is one of the outbox triggers: work queued in an earlier visit goes out now.
  startSyncTriggers(services.sync)
  watchPageConnectivity()
  void showCarriedNotice(i18n)
  watchDisplacedNotice(services.db, i18n, () => {
    const here = router.state.location.pathname
    void router.navigate({ to: '/login-phone', search: { redirectRoute: here } })
  })
  // Downloads of an earlier visit carry on; the engine loads only where something was downloaded.
  void import('../data/downloads/start').then((m) => m.startDownloads(services)).catch(() => null)
  // The night autopilot's clock, only where the viewer switched it on (its code is the title page's).
  if (autopilotInUse())
    void import(/* chunk: title-extras */ '../features/downloads/autopilot').then((m) => m.startNightAutopilot(services)).catch(() => null)
}
