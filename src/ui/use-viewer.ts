import type { UserInfo } from '../api/schemas/account'
import type { AppDb } from '../data/db'
// Directly, not through data/index, which would bring the search store into the after-paint chunk.
import { readCurrentUser } from '../data/session-store'
import { useServices } from './use-services'
import { useLiveQuery } from './use-live-query'

/**
 * The logged-in viewer; null when logged out, `undefined` while loading. Every screen asks through
 * this one hook:
 * - one query for the whole screen, shared: a title's page asks from its favorite, rating,
 *   comments and download parts at once;
 * - started from the last answer the visit saw, remembered: a screen the viewer comes back to
 *   (favorites, history, notifications, home's continue-watching row) draws its list in its first
 *   frame, at its full height, so the router can put the viewer back where they were. A logout, an
 *   ended session or another viewer's login forgets it (data/remembered.ts).
 */
export function useViewer(): UserInfo | null | undefined {
  return useViewerOf(useServices().db)
}

/** `useViewer` over a given database. */
export function useViewerOf(db: AppDb): UserInfo | null | undefined {
  return useLiveQuery(() => readCurrentUser(db), [db], { share: db, remember: db })
}
