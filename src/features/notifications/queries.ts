import { useLiveQuery } from '../../ui/use-live-query'
import { loadNextPage, notificationsList, readPagedList, refreshList, type AppServices } from '../../data'
import type { Locale } from '../../i18n/locales'

/**
 * The list in the viewer's language: each language's pages are stored apart (see notificationsList).
 * Back from a notification's title, the list starts from its last answer at its full height, so the
 * router can put the viewer back where they were, as on home.
 */
export function useNotifications(db: AppServices['db'], locale: Locale) {
  return useLiveQuery(() => readPagedList(db, notificationsList, { locale }), [db, locale], { remember: db })
}

/** Page 1 first on every visit, and again on a switch of language; the stored pages show meanwhile, offline too. */
export const openNotifications = (services: AppServices, locale: Locale) => refreshList(services, notificationsList, { locale })
export const loadMoreNotifications = (services: AppServices, locale: Locale) => loadNextPage(services, notificationsList, { locale })
