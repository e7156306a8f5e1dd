/// <reference lib="WebWorker" />
import { runOutboxForSyncEvent, SYNC_TAG } from '../src/data'
import { workerServices } from './services'

declare const self: ServiceWorkerGlobalScope

interface SyncEvent extends ExtendableEvent {
  readonly tag: string
}

/**
 * Background Sync: the browser wakes the worker when the link is back, even with every tab closed,
 * and the worker replays the same outbox the page writes. The replay lock keeps it from racing a tab.
 */
export function setUpBackgroundSync(): void {
  self.addEventListener('sync', (event: Event) => {
    const e = event as SyncEvent
    if (e.tag !== SYNC_TAG) return
    e.waitUntil(runOutboxForSyncEvent(workerServices().sync))
  })
}
