import { useLiveQuery } from '../use-live-query'
import { useRememberedLiveQuery } from '../use-remembered-live-query'
import { readCurrentUser, readUnsyncedItems, type AppServices } from '../../data'

/**
 * The logged-in viewer: undefined while reading, null when logged out. A list screen the viewer
 * comes back to starts from the last answer: read afresh, the first frame would be the list's
 * placeholders, too short for the router to put the viewer back where they were.
 */
export function useCurrentUser(db: AppServices['db']) {
  return useRememberedLiveQuery(db, 'lists:user', () => readCurrentUser(db), [db])
}

/** Items with a change still in the outbox: 'fav:<contentId>' / 'pos:<childId>' → waiting | failed. */
export function useUnsyncedItems(db: AppServices['db']) {
  return useLiveQuery(() => readUnsyncedItems(db), [db])
}
