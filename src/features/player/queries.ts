import { useAsyncValue } from '../../ui/use-async-value'
import { useServices } from '../../ui/use-services'
import { useLiveQuery } from '../../ui/use-live-query'
import { waitsForNetwork, type Failure } from '../../api/failures'
import type { Stream } from '../../api/schemas/catalogue'
import { preloadEngine } from './engine-loader'
import { MINE, historyList, loadPage, readCurrentUser, refreshContent, type AppServices } from '../../data'
// Straight from its module, not the barrel: what the barrel hands to a lazy chunk ends up in start-up.
import { readEpisodeContext, readResumePoint, type EpisodeContext, type ResumePoint } from '../../data/playback'
import { findDownload } from './engine/download-engine'
import type { ExpiredReason } from './engine/downloaded'
import type { GrantAnswer } from './engine/live-files'

export interface PlaybackStart {
  stream: Stream
  /** Seconds to start at (0 for the beginning). */
  startAt: number
  resume: ResumePoint | null
  /** Positions are recorded only for a logged-in viewer's episodes, never for trailers. */
  records: boolean
  /** Played from the device: its episode, whether first played, and whether still on its way (the rest streams). */
  download: { episodeId: number; firstPlay: boolean; partial: boolean } | null
}

export type StartState =
  | { status: 'loading' }
  | { status: 'ready'; start: PlaybackStart }
  | { status: 'error'; failure: Failure }
  /** The episode's download will not play, and why. */
  | { status: 'expired'; reason: ExpiredReason }

/** A position this close to the end means the episode was finished: play it again from the start. */
const FINISHED_MARGIN_MS = 10_000

export function startSeconds(resume: ResumePoint | null): number {
  if (!resume || resume.duration <= 0) return 0
  if (resume.position >= resume.duration - FINISHED_MARGIN_MS || resume.position >= resume.duration * 0.97) return 0
  return Math.max(0, resume.position / 1000)
}

/** The stream and the resume point; the recents refresh alongside, so a position from another device counts. */
export async function loadPlayback(services: AppServices, childId: number, isTrailer: boolean, streamAnyway = false): Promise<StartState> {
  const { api, db } = services
  preloadEngine()
  if (isTrailer) {
    const answer = await api.streamTrailer(childId)
    return answer.ok
      ? { status: 'ready', start: { stream: answer.value, startAt: 0, resume: null, records: false, download: null } }
      : { status: 'error', failure: answer.failure }
  }
  // A download plays even online (sparing data) and its start asks nothing of the network.
  const kept = streamAnyway ? null : await findDownload(services, childId)
  if (kept?.kind === 'expired') return { status: 'expired', reason: kept.reason }
  if (kept?.kind === 'play') {
    const resume = await readResumePoint(db, childId)
    return {
      status: 'ready',
      start: {
        stream: kept.stream,
        startAt: startSeconds(resume),
        resume,
        records: true,
        download: { episodeId: kept.episodeId, firstPlay: kept.firstPlay, partial: kept.partial },
      },
    }
  }
  const user = await readCurrentUser(db)
  const recents = user ? loadPage(services, historyList, MINE, 1) : Promise.resolve(null)
  const answer = await api.streamContent(childId)
  if (!answer.ok) return { status: 'error', failure: answer.failure }
  await recents
  const resume = await readResumePoint(db, childId)
  // Opened from a history row whose title was never opened here: fetch it for the next episode.
  if (resume?.info && !(await readEpisodeContext(db, childId))) void refreshContent(services, resume.info.contentId)
  return { status: 'ready', start: { stream: answer.value, startAt: startSeconds(resume), resume, records: user !== null, download: null } }
}

/** The stream call again when a long session outlives its grant: the fresh address, or null when no longer allowed. */
export async function renewStream(services: AppServices, childId: number): Promise<string | null> {
  const answer = await services.api.streamContent(childId)
  return answer.ok ? answer.value.url : null
}

/** A grant for a download on its way's missing file: unreachable (waits for the network) is told from refused. */
export async function askStreamGrant(services: AppServices, childId: number): Promise<GrantAnswer> {
  const answer = await services.api.streamContent(childId)
  if (answer.ok) return { kind: 'granted', url: answer.value.url }
  return waitsForNetwork(answer.failure) ? { kind: 'unreachable' } : { kind: 'refused' }
}

export function usePlaybackStart(childId: number, isTrailer: boolean, attempt: number, streamAnyway = false): StartState {
  const services = useServices()
  const state = useAsyncValue(
    () => loadPlayback(services, childId, isTrailer, streamAnyway),
    [services, childId, isTrailer, attempt, streamAnyway],
  )
  return state ?? { status: 'loading' }
}

/** The episode's title and the next episode, from the stored details; undefined while loading. */
export function useEpisodeContext(childId: number): EpisodeContext | null | undefined {
  const { db } = useServices()
  return useLiveQuery(() => readEpisodeContext(db, childId), [db, childId])
}
export { useStreamingAllowance } from './session/allowance'
export { useServices }
