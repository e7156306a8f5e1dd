import type { AppServices } from '../../data'
import { downloadDeps, type DownloadDeps } from '../../data/downloads/deps'
import { useServices } from '../../ui/use-services'

// One set per app services, so every screen of the page speaks to the same database and downloader.
const made = new WeakMap<AppServices, DownloadDeps>()

export function downloadsOf(services: AppServices): DownloadDeps {
  let deps = made.get(services)
  if (!deps) {
    deps = downloadDeps(services)
    made.set(services, deps)
  }
  return deps
}

/** Tests hand in their own database, fetch and clock. */
export function provideDownloads(services: AppServices, deps: DownloadDeps): void {
  made.set(services, deps)
}

export function useDownloadDeps(): DownloadDeps {
  return downloadsOf(useServices())
}
