import type { DownloadDeps } from './deps'
import { kickDownloader } from './downloader'
import { renewLicenses, sweepDownloads } from './lifecycle'
import { unlockReceived } from './share/unlock'

/** Longest sleep between two rounds: the clean-up and renewals run at least this often. */
export const ROUND_MAX_MS = 60 * 60_000

/**
 * Keeps downloads moving while the page is open: a round (sweep, renewals, downloader) at start,
 * when the network comes back, and when the rule that holds the downloads ends (the night window
 * opens, tonight's budget resets). Resolves nothing; returns a stop function.
 */
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

/**
 * The page's triggers, started once per context: at start-up where a download already existed, or
 * with the first download of a device that had none (otherwise a first download cut off by the
 * network would wait for the next visit).
 */
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
