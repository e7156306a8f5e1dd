import { useLiveQuery } from '../use-live-query'
import { readCurrentUser, readUnsyncedItems, type AppServices } from '../../data'

/** The logged-in viewer: undefined while reading, null when logged out. */
export function useCurrentUser(db: AppServices['db']) {
  return useLiveQuery(() => readCurrentUser(db), [db])
}

/** Items with a change still in the outbox: 'fav:<contentId>' / 'pos:<childId>' → waiting | failed. */
export function useUnsyncedItems(db: AppServices['db']) {
  return useLiveQuery(() => readUnsyncedItems(db), [db])
}
