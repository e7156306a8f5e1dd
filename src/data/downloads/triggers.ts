import type { DownloadDeps } from './deps'
import { kickDownloader } from './downloader'
import { renewLicenses, sweepDownloads } from './lifecycle'
import { unlockReceived } from './share/unlock'

export const ROUND_MAX_MS = 60 * 60_000

/** A round at start, when the network comes back, when the holding rule ends, and at least hourly. */
export function startDownloadTriggers(
  deps: DownloadDeps,
  target: Pick<EventTarget, 'addEventListener' | 'removeEventListener'> | undefined = globalThis,
): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined
  let stopped = false
  const round = async () => {
    clearTimeout(timer)
    await sweepDownloads(deps)
    if (deps.online()) await renewLicenses(deps)
    if (deps.online()) await unlockReceived(deps).catch(() => undefined)
    const report = await kickDownloader(deps)
    if (stopped) return
    const until = report.held?.until
    const wait = until != null ? Math.min(Math.max(until - deps.now(), 1000), ROUND_MAX_MS) : ROUND_MAX_MS
    timer = setTimeout(() => void round(), wait)
  }
  const onOnline = () => void round()
  target?.addEventListener('online', onOnline)
  void round()
  return () => {
    stopped = true
    clearTimeout(timer)
    target?.removeEventListener('online', onOnline)
  }
}

let running: (() => void) | null = null

/** Once per context: at start-up, or with a device's first download (cut off, it would wait for the next visit). */
export function ensureDownloadTriggers(
  deps: DownloadDeps,
  target: Pick<EventTarget, 'addEventListener' | 'removeEventListener'> | undefined = globalThis,
): () => void {
  if (!running) {
    const stop = startDownloadTriggers(deps, target)
    running = () => {
      running = null
      stop()
    }
  }
  return running
}
