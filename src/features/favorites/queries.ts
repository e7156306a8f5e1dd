import { useLiveQuery } from '../../ui/use-live-query'
import { MINE, favoritesList, loadNextPage, readPagedList, refreshList, type AppServices } from '../../data'

/** Starts from the last answer, at its full height: back from a title, the router puts the viewer back in place. */
export function useFavorites(db: AppServices['db']) {
  return useLiveQuery(() => readPagedList(db, favoritesList, MINE), [db], { remember: db })
}

/** Page 1 first on every visit (spec section 2); the stored pages show meanwhile, offline too. */
export const openFavorites = (services: AppServices) => refreshList(services, favoritesList, MINE)
export const loadMoreFavorites = (services: AppServices) => loadNextPage(services, favoritesList, MINE)
