import { useLiveQuery } from '../../ui/use-live-query'
import { MINE, favoritesList, loadNextPage, readPagedList, refreshList, type AppServices } from '../../data'

export function useFavorites(db: AppServices['db']) {
  return useLiveQuery(() => readPagedList(db, favoritesList, MINE), [db])
}

/** Page 1 first on every visit (spec section 2); the stored pages show meanwhile, offline too. */
export const openFavorites = (services: AppServices) => refreshList(services, favoritesList, MINE)
export const loadMoreFavorites = (services: AppServices) => loadNextPage(services, favoritesList, MINE)
