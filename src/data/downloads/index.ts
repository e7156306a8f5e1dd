/**
 * The download engine (no React): the page, the screens' actions and the worker call these. Nothing
 * here is imported by start-up code; the screens load it with their route chunks.
 */
export { downloadDeps, downloadsDb, type DownloadDeps } from './deps'
export { offerQualities, queueDownload, queueSeries, pauseDownload, resumeDownload, cancelDownload, QUOTA_SHARE } from './queue'
export type { QualityOffer, DownloadRequest, Queued, Refusal, SeriesOutcome } from './queue'
export { deleteAllDownloads, deleteDownloadsOf, type Owner } from './remove'
export { runDownloader, kickDownloader, DOWNLOADS_LOCK, type DownloaderReport } from './downloader'
export { FILES_IN_FLIGHT } from './episode'
export {
  markPlayed,
  markWatched,
  renewLicenses,
  sweepDownloads,
  playable,
  type Playable,
  type RenewReport,
  type SweepReport,
} from './lifecycle'
export { readDownloadSettings, writeDownloadSettings, defaultSettings, browserTellsConnection } from './settings'
export { settleDownload, markStored, segmentsOf } from './progress'
export { keyFor } from './keys'
export { licenseEnd, PLAY_WINDOW_MS, EXPIRED_KEEP_MS, WATCHED_KEEP_MS } from './rows'
export { startDownloadTriggers, ensureDownloadTriggers } from './triggers'
export { grantDir } from './media'
export { registerPeriodicDownloads } from './background-fetch'
export { planAhead, autopilotRound, dropPlan, markArrived, releaseToViewer, type WatchedEpisode, type AutopilotReport } from './autopilot'
export { readAutopilotSettings, writeAutopilotSettings, readAutopilotState, type AutopilotSettings } from './autopilot-store'
export { startAutopilot, ensureAutopilot } from './autopilot-triggers'
