import { useLiveQuery } from 'dexie-react-hooks'
import { MINE, loadNextPage, notificationsList, readPagedList, refreshList, type AppServices } from '../../data'

export function useNotifications(db: AppServices['db']) {
  return useLiveQuery(() => readPagedList(db, notificationsList, MINE), [db])
}

/** Page 1 first on every visit; the stored pages show meanwhile, offline too. */
export const openNotifications = (services: AppServices) => refreshList(services, notificationsList, MINE)
export const loadMoreNotifications = (services: AppServices) => loadNextPage(services, notificationsList, MINE)
