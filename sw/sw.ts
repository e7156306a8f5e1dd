/// <reference lib="WebWorker" />
import { setUpPrecache } from './precache'
import { setUpRuntimeCaching } from './runtime-caching'
import { setUpHeCheckFallback } from './he-check'
import { setUpBackgroundSync } from './sync'
import { setUpImageKeeping } from './kept-images'
import { setUpDownloads } from './downloads'
import { workerDownloadDeps } from './downloads-deps'
import { backgroundFetchManager } from '../src/data/downloads/background-fetch'
import { setUpShareTarget } from './share-target'
import { setUpMeter } from './meter'

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<import('workbox-precaching').PrecacheEntry | string> }

setUpMeter(self.location.origin)
setUpPrecache(self.__WB_MANIFEST)
const { images } = setUpRuntimeCaching(self.location.origin)
setUpImageKeeping(self.location.origin, images)
setUpHeCheckFallback(self.location.origin)
setUpBackgroundSync()
setUpDownloads(workerDownloadDeps, backgroundFetchManager)
setUpShareTarget(self.location.origin)

// A new version waits until the viewer accepts the "new version" offer; only then does it take over.
self.addEventListener('message', (event: ExtendableMessageEvent) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting()
})

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim())
})
