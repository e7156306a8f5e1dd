import type { DownloadsDb } from './db'
import { nightEndAfter } from './autopilot-clock'
import { readAutopilotState } from './autopilot-store'
import type { DownloadRow, DownloadSettings } from './types'

// The browser cannot be told when the night window ends: a window-bound batch holds only what the
// time left carries at the link's rate, and none starts in the last minutes.

export const HANDOFF_CUTOFF_MS = 15 * 60_000

/** The rate assumed before a download has measured one: a slow 3G link (about 200 kbit/s). */
export const SLOW_LINK_BPS = 25_000

/** Share of the measured rate a batch counts on: links slow down, and a batch must end in time. */
const RATE_MARGIN = 0.5

/** The viewer's night rule, or the autopilot's own download. */
export async function boundToNightWindow(
  db: DownloadsDb,
  row: Pick<DownloadRow, 'episodeId' | 'createdAt'>,
  settings: Pick<DownloadSettings, 'nightOnly'>,
): Promise<boolean> {
  if (settings.nightOnly) return true
  const state = await readAutopilotState(db)
  return state.owned.some((o) => o.episodeId === row.episodeId && o.createdAt === row.createdAt)
}

/** Half the measured rate over the time left before the cutoff; Infinity for a whole-day window. */
export function windowRoomBytes(
  nowMs: number,
  settings: Pick<DownloadSettings, 'nightStartMin' | 'nightEndMin'>,
  rateBps: number | null | undefined,
): number {
  const end = nightEndAfter(nowMs, settings)
  if (end === null) return Infinity
  const usable = end - HANDOFF_CUTOFF_MS - nowMs
  if (usable <= 0) return 0
  const rate = rateBps !== null && rateBps !== undefined && Number.isFinite(rateBps) && rateBps > 0 ? rateBps * RATE_MARGIN : SLOW_LINK_BPS
  return Math.floor((rate * usable) / 1000)
}
