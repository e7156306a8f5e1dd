import type { DownloadsDb } from './db'
import { nightEndAfter } from './autopilot-clock'
import { readAutopilotState } from './autopilot-store'
import type { DownloadRow, DownloadSettings } from './types'

/*
 * A batch handed to Background Fetch runs on with the app closed until the worker next wakes, and the
 * browser cannot be told when the night window ends. So a download bound to the window (the night
 * rule, or one the night autopilot queued) hands over only what the time left can carry at the rate
 * the link has shown, and nothing in the window's last minutes: the page, which checks the clock
 * before each file and pauses at the edge, fetches those itself, and with the app closed nothing runs.
 */

/** No batch starts this close to the window's end: a last batch would need a link we cannot promise. */
export const HANDOFF_CUTOFF_MS = 15 * 60_000

/** The rate assumed before a download has measured one: a slow 3G link (about 200 kbit/s). */
export const SLOW_LINK_BPS = 25_000

/** Share of the measured rate a batch counts on: links slow down, and a batch must end in time. */
const RATE_MARGIN = 0.5

/** Whether this download must keep to the night window: the viewer's night rule, or the autopilot's own download. */
export async function boundToNightWindow(
  db: DownloadsDb,
  row: Pick<DownloadRow, 'episodeId' | 'createdAt'>,
  settings: Pick<DownloadSettings, 'nightOnly'>,
): Promise<boolean> {
  if (settings.nightOnly) return true
  const state = await readAutopilotState(db)
  return state.owned.some((o) => o.episodeId === row.episodeId && o.createdAt === row.createdAt)
}

/**
 * The bytes a batch may hold so that it ends before the night window closes: Infinity for a window
 * of the whole day, 0 when the window is closed or ends within HANDOFF_CUTOFF_MS, else half the
 * measured rate (SLOW_LINK_BPS when none is known yet) over the time left before the cutoff.
 */
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
