/** The data layer's surface for features' queries.ts and actions.ts; no React: the worker runs it too. */
export { AppDb, DEFAULT_DB_NAME, type ListStatus } from './db'
export { type AppServices, type ServicesOptions } from './services'
export { createAppServices } from './eager-services'
export type { DataDeps } from './deps'
export { requestPersistentStorage } from './storage'
export { purgeApiCaches } from './api-caches'
export { readFetchedAt } from './meta'
export { readCurrentUser } from './session-store'
export { signIn, logout } from './session-actions'
export { endSession, storageDidNotAnswer, updateStoredUser } from './account'
export { readHome, refreshHome, readPopup, refreshPopup, type Stored } from './catalogue'
export { readContent, refreshContent } from './content'
export { readFavorite, type FavoriteView } from './favorites'
export { toggleFavorite, type ToggleResult } from './favorite-toggle'
export { readPagedList, loadPage, loadNextPage, refreshList, type PagedListDef, type PagedView } from './paged/store'
export {
  categoryList,
  searchList,
  favoritesList,
  historyList,
  notificationsList,
  MINE,
  normaliseQuery,
  type CategoryParams,
} from './paged/lists'
export { readRecentSearches, addRecentSearch, removeRecentSearch, clearRecentSearches, search, MAX_RECENT_SEARCHES } from './search'
export { createSyncEngine, resetBackoff, REPLAY_LOCK, type SyncEngine, type SyncEngineOptions, type RunReport } from './sync/engine'
export type { EnqueueOutcome, FavoriteInput, PositionInput } from './sync/enqueue'
export {
  readSyncSummary,
  readContentSync,
  readChildSync,
  readUnsyncedItems,
  listDeadLetters,
  retryDeadLetters,
  discardDeadLetters,
  type SyncSummary,
  type ItemSync,
  type DeadLetter,
} from './sync/queries'
export { startSyncTriggers, runOutboxForSyncEvent } from './sync/triggers'
export { requestBackgroundSync, SYNC_TAG } from './sync/background-sync'
export { RETENTION_MS } from './sync/replay-store'
export { DEFAULT_BACKOFF, type BackoffPolicy } from './sync/backoff'
// docs.ts, entitlement.ts, playback.ts and sample-episode.ts are imported from their modules by
// their screens: every screen reaches this file, so what it re-exports rides in the late shell's chunk.
export { readProfile, refreshProfile, refreshSubscription, readIsPremium, PROFILE_KEY } from './profile'
export type { ResumePoint, EpisodeContext } from './playback'
export type { ChildInfo } from './sync/ops'
