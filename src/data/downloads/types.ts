import * as v from 'valibot'
import type { Failure } from '../../api/failures'

/** The renditions a viewer may keep; the names are the reference stream's folders. */
export const QUALITIES = ['240p', '360p', '720p'] as const
export type Quality = (typeof QUALITIES)[number]

/** `expired` keeps the row (and the bytes for 7 days) to say why; `locked` was sent and waits for a licence. */
export const DOWNLOAD_STATES = ['queued', 'downloading', 'paused', 'waiting', 'completed', 'failed', 'expired', 'locked'] as const
export type DownloadState = (typeof DOWNLOAD_STATES)[number]

export type WaitReason = 'wifi' | 'night' | 'budget' | 'network'

export type DownloadProblem =
  | { kind: 'quota' }
  | { kind: 'license-limit' }
  | { kind: 'subscription-ended' }
  | { kind: 'license-expired' }
  /** A sent episode this viewer may not watch. */
  | { kind: 'not-entitled' }
  | { kind: 'failure'; failure: Failure }

/** One episode kept on this device for one viewer. Key: the episode id. */
export interface DownloadRow {
  episodeId: number
  userId: number
  titleId: number
  /** Copied from the title when queued, for the Downloads screen offline. */
  title: string
  episodeTitle: string
  poster: string
  quality: Quality
  state: DownloadState
  waitReason: WaitReason | null
  problem: DownloadProblem | null
  /** Bandwidth × duration until every size is known. */
  bytesTotal: number
  bytesDone: number
  segmentsTotal: number
  segmentsDone: number
  durationS: number
  licenseId: string | null
  licenseExpiresAt: number | null
  firstPlayedAt: number | null
  completedAt: number | null
  watchedAt: number | null
  expiredAt: number | null
  createdAt: number
  updatedAt: number
  /** The licence's master address (a media grant), renewed when refused; null once complete. */
  sourceUrl?: string | null
  /** A moving average, for "time left"; null when idle. */
  rateBps?: number | null
  /** Bytes Background Fetch received and has not stored yet. */
  receiving?: number | null
}

/** One file of a download, in playback order. */
export interface SegmentRow {
  episodeId: number
  index: number
  /** Below the stream root, as the playlists name it. */
  path: string
  bytes: number
  done: boolean
}

// Only valibot actions start-up already ships (v.maxValue would add bytes to it).
const MinuteOfDay = v.picklist(Array.from({ length: 1440 }, (_, minute) => minute))

export const DownloadSettingsSchema = v.object({
  wifiOnly: v.boolean(),
  nightOnly: v.boolean(),
  /** Minutes after Myanmar midnight. */
  nightStartMin: MinuteOfDay,
  nightEndMin: MinuteOfDay,
  /** "Stop after N MB tonight"; null for none; more than 100 000 is read as that. */
  budgetMb: v.nullable(
    v.pipe(
      v.number(),
      v.integer(),
      v.minValue(1),
      v.transform((mb) => Math.min(mb, 100_000)),
    ),
  ),
  /** Delete a watched episode 24 hours later and queue the next. */
  smart: v.boolean(),
  /** Null follows the data saver. */
  quality: v.nullable(v.picklist(QUALITIES)),
})
export type DownloadSettings = v.InferOutput<typeof DownloadSettingsSchema>

/** Bytes received in one budget window. */
export interface BudgetRow {
  /** `budgetWindowKey` in policy.ts. */
  window: string
  bytes: number
}
