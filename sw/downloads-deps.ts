/// <reference lib="WebWorker" />
import { downloadDeps, runDownloader, type DownloadDeps } from '../src/data/downloads'
import { backgroundFetchManager } from '../src/data/downloads/background-fetch'
import type { WorkerDownloadDeps } from './downloads'
import { workerServices } from './services'

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
    runDownloader: async () => void (await runDownloader(engine)),
  }
  return made
}
