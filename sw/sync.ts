/// <reference lib="WebWorker" />
import { createAppServices, runOutboxForSyncEvent, SYNC_TAG, type AppServices } from '../src/data'

declare const self: ServiceWorkerGlobalScope

interface SyncEvent extends ExtendableEvent {
  readonly tag: string
}

let services: AppServices | null = null

/**
 * Background Sync: the browser wakes the worker when the link is back, even with every tab closed,
 * and the worker replays the same outbox the page writes. The replay lock keeps it from racing a tab.
 * The worker has no localStorage, so it sends no HE token; queued operations always carry a user.
 */
export function setUpBackgroundSync(): void {
  self.addEventListener('sync', (event: Event) => {
    const e = event as SyncEvent
    if (e.tag !== SYNC_TAG) return
    services ??= createAppServices({ baseURL: '', heToken: () => null })
    e.waitUntil(runOutboxForSyncEvent(services.sync))
  })
}
