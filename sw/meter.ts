/// <reference lib="WebWorker" />
import { recordBytes } from '../src/data/meter/record'
import { observeTransfers } from '../src/data/meter/observe'

declare const self: ServiceWorkerGlobalScope

/**
 * The worker's own fetches (precache, runtime caches, and the network answers it hands the page)
 * never show in the page's Resource Timing as bytes; the worker counts them into the same meter.
 * The downloader counts its media itself, here as in the page.
 */
export function setUpMeter(origin: string): void {
  const meter = observeTransfers((c, b, at) => recordBytes(c, b, at), origin, 'worker')
  // The precache's bytes are written before the worker may be stopped: activation follows install.
  self.addEventListener('activate', (event) => event.waitUntil(meter.flush()))
}
