import type { DownloadRow } from '../../../data/downloads/types'
import type { Stream } from '../../../api/schemas/catalogue'

/** The engine's answer for one episode (see `playable` in src/data/downloads). */
export type Playable = { kind: 'ready' | 'partial'; row: DownloadRow; master: string } | { kind: 'expired'; row: DownloadRow } | null

/** Why a kept episode will not play. */
export type ExpiredReason = 'subscription-ended' | 'license-expired'

export type DownloadDecision =
  /** `partial`: still on its way; the files not yet here stream under a grant of their own. */
  | { kind: 'play'; stream: Stream; episodeId: number; firstPlay: boolean; partial: boolean }
  | { kind: 'expired'; reason: ExpiredReason; episodeId: number }
  | null

/**
 * Whether the player plays this episode from the device: whenever a download with a valid licence
 * exists, even online, since the viewer already paid for those bytes; one still on its way plays
 * what has arrived from the device and streams the rest. A download kept for
 * another viewer (a logout that could not finish deleting it) is not this viewer's to play.
 */
export function decideDownload(found: Playable, userId: number | null): DownloadDecision {
  if (!found || userId === null || found.row.userId !== userId) return null
  const { row } = found
  if (found.kind === 'expired') {
    return {
      kind: 'expired',
      reason: row.problem?.kind === 'subscription-ended' ? 'subscription-ended' : 'license-expired',
      episodeId: row.episodeId,
    }
  }
  return {
    kind: 'play',
    stream: { url: found.master, title: row.episodeTitle || row.title, poster: row.poster },
    episodeId: row.episodeId,
    firstPlay: row.firstPlayedAt === null,
    partial: found.kind === 'partial',
  }
}
