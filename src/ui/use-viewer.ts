import type { UserInfo } from '../api/schemas/account'
// Directly, not through data/index, which would bring the search store into the after-paint chunk.
import { readCurrentUser } from '../data/session-store'
import { useServices } from './use-services'
import { useSharedLiveQuery } from './use-shared-live-query'

/**
 * The logged-in viewer; null when logged out, `undefined` while loading. One query for the whole
 * screen: a title's page asks from its favorite, rating, comments and download parts at once.
 */
export function useViewer(): UserInfo | null | undefined {
  const { db } = useServices()
  return useSharedLiveQuery(db, 'viewer', () => readCurrentUser(db))
}
