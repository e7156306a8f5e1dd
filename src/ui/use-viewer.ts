import type { UserInfo } from '../api/schemas/account'
import type { AppDb } from '../data/db'
// Directly, not through data/index, which would bring the search store into the after-paint chunk.
import { readCurrentUser } from '../data/session-store'
import { useServices } from './use-services'
import { useLiveQuery } from './use-live-query'

/**
 * Null when logged out, undefined while loading. Shared, for a screen asks from many parts; remembered,
 * so a screen come back to draws its list at full height in its first frame and scroll is restored.
 */
export function useViewer(): UserInfo | null | undefined {
  return useViewerOf(useServices().db)
}

export function useViewerOf(db: AppDb): UserInfo | null | undefined {
  return useLiveQuery(() => readCurrentUser(db), [db], { share: db, remember: db })
}
