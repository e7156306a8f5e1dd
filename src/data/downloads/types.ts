import * as v from 'valibot'
import type { Failure } from '../../api/failures'

/** The renditions a viewer may keep; the names are the reference stream's folders. */
export const QUALITIES = ['240p', '360p', '720p'] as const
export type Quality = (typeof QUALITIES)[number]

/**
 * A download's life. `waiting` holds a queued download back for a rule of the viewer's data plan or
 * for the network (see `WaitReason`); `expired` keeps the row (and, for 7 days, the bytes) so the
 * viewer is told why it will not play. `locked` is an episode a viewer was sent: every file is
 * here and checked, and it waits for a licence of this viewer's own to unlock it.
 */
export const DOWNLOAD_STATES = ['queued', 'downloading', 'paused', 'waiting', 'completed', 'failed', 'expired', 'locked'] as const
export type DownloadState = (typeof DOWNLOAD_STATES)[number]

export type WaitReason = 'wifi' | 'night' | 'budget' | 'network'

/** Why a download stopped for good, or paused on its own, in words the UI translates. */
export type DownloadProblem =
  | { kind: 'quota' }
  | { kind: 'license-limit' }
  | { kind: 'subscription-ended' }
  | { kind: 'license-expired' }
  /** An episode this viewer was sent but may not watch (a paid one, without a subscription). */
  | { kind: 'not-entitled' }
  | { kind: 'failure'; failure: Failure }

/** One episode kept on this device for one viewer. Key: the episode id. */
export interface DownloadRow {
  episodeId: number
  userId: number
  titleId: number
  /** What the Downloads screen shows without the network: copied from the title when queued. */
  title: string
  episodeTitle: string
  poster: string
  quality: Quality
  state: DownloadState
  waitReason: WaitReason | null
  problem: DownloadProblem | null
  /** Bytes the rendition is expected to take (bandwidth × duration until every size is known). */
  bytesTotal: number
  bytesDone: number
  segmentsTotal: number
  segmentsDone: number
  durationS: number
  licenseId: string | null
  /** Epoch ms: the server's licence end (30 days after download), renewed while online. */
  licenseExpiresAt: number | null
  /** Epoch ms of the first play: the licence then ends 48 hours later at the latest. */
  firstPlayedAt: number | null
  completedAt: number | null
  /** Epoch ms the viewer finished watching it (smart downloads delete it 24 hours later). */
  watchedAt: number | null
  /** Epoch ms the row became `expired`: its bytes go 7 days later. */
  expiredAt: number | null
  createdAt: number
  updatedAt: number
  /**
   * The licence's master address (a media grant, `/media/e/<ep>/<grant>/master.m3u8`) the files
   * are fetched from; replaced when a refused grant is renewed. Null once the download is complete.
   */
  sourceUrl?: string | null
  /** Bytes per second the files are arriving at (a moving average), for "time left"; null when idle. */
  rateBps?: number | null
  /** Bytes the browser's Background Fetch has received for its batch and not yet stored; null when none runs. */
  receiving?: number | null
}

/** One file of a download (playlist, init segment or media segment), in playback order. */
export interface SegmentRow {
  episodeId: number
  index: number
  /** Path below the episode's stream root, as the playlists name it (e.g. `720p/l3/seg_004.m4s`). */
  path: string
  /** Bytes stored; 0 until the file is in the store. */
  bytes: number
  done: boolean
}

// Only valibot actions the app already uses: valibot lives in the start-up chunk, and an action
// used anywhere for the first time (v.maxValue here) costs start-up bytes it does not have.
const MinuteOfDay = v.picklist(Array.from({ length: 1440 }, (_, minute) => minute))

export const DownloadSettingsSchema = v.object({
  /** Only over Wi-Fi; ignored (and said so) where the browser cannot tell the connection type. */
  wifiOnly: v.boolean(),
  /** Only inside the night window, in Myanmar time (UTC+06:30). */
  nightOnly: v.boolean(),
  /** Minutes after Myanmar midnight: 23:00 is 1380, 07:00 is 420. */
  nightStartMin: MinuteOfDay,
  nightEndMin: MinuteOfDay,
  /** "Stop after N MB tonight"; null for no budget (at most 100 000 MB, more is read as that). */
  budgetMb: v.nullable(
    v.pipe(
      v.number(),
      v.integer(),
      v.minValue(1),
      v.transform((mb) => Math.min(mb, 100_000)),
    ),
  ),
  /** Delete a finished episode 24 hours after it was watched and queue the next one. */
  smart: v.boolean(),
  /** The quality offered first; null follows the data saver (360p when it is on). */
  quality: v.nullable(v.picklist(QUALITIES)),
})
export type DownloadSettings = v.InferOutput<typeof DownloadSettingsSchema>

/** Bytes received in one night window (or one Myanmar day outside the night rule). */
export interface BudgetRow {
  /** The window's start in Myanmar time, `YYYY-MM-DDTHH:MM` (see `budgetWindowKey` in policy.ts). */
  window: string
  bytes: number
}
