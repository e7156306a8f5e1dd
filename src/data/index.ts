/** The data layer's surface for features' queries.ts and actions.ts; no React: the worker runs it too. */
export { type ListStatus } from './db'
export { type AppServices } from './services'
export { createAppServices } from './eager-services'
export { requestPersistentStorage } from './storage'
export { readCurrentUser } from './session-store'
export { signIn, logout } from './session-actions'
export { storageDidNotAnswer } from './account'
export { type Stored } from './catalogue'
export { readContent, refreshContent } from './content'
export { readFavorite } from './favorites'
export { toggleFavorite } from './favorite-toggle'
export { readPagedList, loadPage, loadNextPage, refreshList, type PagedView } from './paged/store'
export { categoryList, searchList, favoritesList, historyList, notificationsList, MINE, type CategoryParams } from './paged/lists'
export { readRecentSearches, removeRecentSearch, clearRecentSearches, search } from './search'
export {
  readSyncSummary,
  readUnsyncedItems,
  listDeadLetters,
  retryDeadLetters,
  discardDeadLetters,
  type SyncSummary,
  type ItemSync,
  type DeadLetter,
} from './sync/queries'
export { runOutboxForSyncEvent } from './sync/triggers'
export { SYNC_TAG } from './sync/background-sync'
// docs.ts, entitlement.ts, playback.ts and sample-episode.ts are imported from their modules by
// their screens: every screen reaches this file, so what it re-exports rides in the late shell's chunk.
export { readProfile, refreshProfile, refreshSubscription } from './profile'
export type { ChildInfo } from './sync/ops'
