import { useLiveQuery } from '../../ui/use-live-query'
import { loadNextPage, readPagedList, refreshList } from '../../data'
import { commentsList, readPendingComments } from '../../data/social'
import type { AppServices } from '../../data/services'
import { useServices } from '../../ui/use-services'
import { useRefresh } from '../../ui/use-refresh'

/** The title's comments as last seen, refreshed on open, and the viewer's unsent writes for it. */
export function useComments(contentId: number) {
  const services = useServices()
  const params = { contentId }
  const view = useLiveQuery(() => readPagedList(services.db, commentsList, { contentId }), [services, contentId])
  const pending = useLiveQuery(() => readPendingComments(services.db, contentId), [services, contentId])
  const refresh = useRefresh(() => refreshList(services, commentsList, params), `comments:${contentId}`)
  return { view, pending, refresh }
}

export const loadMoreComments = (services: AppServices, contentId: number) => loadNextPage(services, commentsList, { contentId })
