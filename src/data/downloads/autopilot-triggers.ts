import { autopilotRound, type AutopilotReport } from './autopilot'
import type { DownloadDeps } from './deps'

/** Longest sleep between two rounds: a clock changed by hand or a device asleep is caught within it. */
export const AUTOPILOT_ROUND_MAX_MS = 15 * 60_000

/** At once, then at each edge of the night window, while the page is open. */
export function startAutopilot(deps: DownloadDeps, onRound?: (report: AutopilotReport) => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined
  let stopped = false
  const round = async () => {
    clearTimeout(timer)
    const report = await autopilotRound(deps)
    if (stopped) return
    onRound?.(report)
    const wait = report.next === null ? AUTOPILOT_ROUND_MAX_MS : Math.min(Math.max(report.next - deps.now(), 0), AUTOPILOT_ROUND_MAX_MS)
    // A timer that fires early sees a closed window and looks again: nothing is queued before the edge.
    timer = setTimeout(() => void round(), wait)
  }
  void round()
  return () => {
    stopped = true
    clearTimeout(timer)
  }
}

let running: { stop: () => void; listeners: Set<(report: AutopilotReport) => void> } | null = null

/** The page's autopilot, started once per context (at start-up, or with the first episode it plans). */
export function ensureAutopilot(deps: DownloadDeps, onRound?: (report: AutopilotReport) => void): () => void {
  if (!running) {
    const listeners = new Set<(report: AutopilotReport) => void>()
    const stop = startAutopilot(deps, (report) => listeners.forEach((l) => l(report)))
    running = { stop, listeners }
  }
  if (onRound) running.listeners.add(onRound)
  const current = running
  return () => {
    current.stop()
    if (running === current) running = null
  }
}
