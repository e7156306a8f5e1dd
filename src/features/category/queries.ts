import { useLiveQuery } from '../../ui/use-live-query'
import { categoryList, loadNextPage, readPagedList, refreshList, type AppServices, type CategoryParams, type PagedView } from '../../data'
import type { ContentCard } from '../../api/schemas/card'

/** Stored pages older than this are fetched again when the category is opened. */
export const CATEGORY_FRESH_MS = 10 * 60_000

/** The category as stored, read once (the route's loader), to show before the live query answers. */
export const peekCategory = (db: AppServices['db'], params: CategoryParams) => readPagedList(db, categoryList, params)

/** The category as stored, live; `stored` is what shows until the first answer (undefined: loading). */
export function useCategory(db: AppServices['db'], params: CategoryParams, stored?: PagedView<ContentCard>) {
  const { categoryId, type } = params
  return useLiveQuery(() => peekCategory(db, { categoryId, type }), [db, categoryId, type], { initial: stored })
}

/** On opening: stored pages show at once (offline too); page 1 is fetched when there is none or it is old. */
export async function openCategory(services: AppServices, params: CategoryParams): Promise<void> {
  const view = await readPagedList(services.db, categoryList, params)
  if (view.status === 'initial') await loadNextPage(services, categoryList, params)
  else if (view.status !== 'loading' && (view.fetchedAt === null || services.now() - view.fetchedAt > CATEGORY_FRESH_MS)) {
    await refreshList(services, categoryList, params)
  }
}

export const loadMoreCategory = (services: AppServices, params: CategoryParams) => loadNextPage(services, categoryList, params)
export const reloadCategory = (services: AppServices, params: CategoryParams) => refreshList(services, categoryList, params)
