import { useLiveQuery } from '../../ui/use-live-query'
import { MINE, historyList, loadNextPage, readPagedList, refreshList, type AppServices } from '../../data'

/** Starts from the last answer, at its full height: back from a title, the router puts the viewer back in place. */
export function useWatchHistory(db: AppServices['db']) {
  return useLiveQuery(() => readPagedList(db, historyList, MINE), [db], { remember: db })
}

/** Page 1 first on every visit (spec section 2); the stored pages show meanwhile, offline too. */
export const openWatchHistory = (services: AppServices) => refreshList(services, historyList, MINE)
export const loadMoreWatchHistory = (services: AppServices) => loadNextPage(services, historyList, MINE)
