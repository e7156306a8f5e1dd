/// <reference lib="WebWorker" />
import { autopilotRound, downloadDeps, runDownloader, type DownloadDeps } from '../src/data/downloads'
import { backgroundFetchManager } from '../src/data/downloads/background-fetch'
import type { WorkerDownloadDeps } from './downloads'
import { workerServices } from './services'
import { tellArrivedFromWorker } from './autopilot-notice'

declare const self: ServiceWorkerGlobalScope

let made: WorkerDownloadDeps | null = null

/** The engine's deps in the worker, made on first use (most wake-ups are not about downloads). */
export function workerDownloadDeps(): WorkerDownloadDeps {
  if (made) return made
  // The same object every caller in this context gets: the downloader's single flight is keyed on it.
  const engine: DownloadDeps = downloadDeps(workerServices())
  made = {
    db: engine.db,
    caches: engine.caches,
    now: engine.now,
    online: engine.online,
    connectionType: engine.connectionType,
    backgroundFetch: backgroundFetchManager,
    // The night autopilot first: at a wake-up after the window closed it pauses what it queued, so
    // the downloader never carries its episodes into the day; inside the window it queues them.
    runDownloader: async () => {
      const report = await autopilotRound(engine)
      await tellArrivedFromWorker(
        engine,
        report,
        self.registration,
        (globalThis as { Notification?: { permission?: string } }).Notification?.permission,
      ).catch(() => false)
      await runDownloader(engine)
    },
  }
  return made
}
