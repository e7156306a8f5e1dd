import { useLiveQuery } from '../use-live-query'
import { readUnsyncedItems, type AppServices } from '../../data'

/** Items with a change still in the outbox: 'fav:<contentId>' / 'pos:<childId>' → waiting | failed. */
export function useUnsyncedItems(db: AppServices['db']) {
  return useLiveQuery(() => readUnsyncedItems(db), [db])
}
