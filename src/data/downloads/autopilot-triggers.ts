import { autopilotRound, type AutopilotReport } from './autopilot'
import type { DownloadDeps } from './deps'

/** Longest sleep between two rounds: a clock changed by hand or a device asleep is caught within it. */
export const AUTOPILOT_ROUND_MAX_MS = 15 * 60_000

/**
 * Runs the autopilot at once and then at each edge of the night window (23:00 and 07:00 by default),
 * while the page is open; the worker runs it on its own wake-ups. `onRound` hears each report (the
 * page turns an arrival into a notification). Returns a stop function.
 */
export function startAutopilot(deps: DownloadDeps, onRound?: (report: AutopilotReport) => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined
  let stopped = false
  const round = async () => {
    clearTimeout(timer)
    const report = await autopilotRound(deps)
    if (stopped) return
    onRound?.(report)
    const wait = report.next === null ? AUTOPILOT_ROUND_MAX_MS : Math.min(Math.max(report.next - deps.now(), 0), AUTOPILOT_ROUND_MAX_MS)
    // A timer fires a little early as often as late: a round at 22:59:59.9 sees a closed window and
    // looks again at once, so the edge is met without queueing anything before it.
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
