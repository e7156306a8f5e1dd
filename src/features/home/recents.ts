import { useLiveQuery } from '../../ui/use-live-query'
import { MINE, historyList } from '../../data/paged/lists'
import { loadPage, readPagedList } from '../../data/paged/store'
import { useViewer } from '../../ui/use-viewer'
import { useServices } from '../../ui/use-services'
import { useRefresh } from '../../ui/use-refresh'

// Apart from queries.ts: the paged-list code loads with the rows' chunk, not the banner's.
/** The first page of the viewer's watch history (the continue-watching row); empty when logged out. */
export function useRecents() {
  const services = useServices()
  // Remembered: a row that came a frame late would push the page under a restored scroll.
  const user = useViewer()
  const view = useLiveQuery(() => readPagedList(services.db, historyList, MINE), [services], { remember: services.db })
  const userId = user?.id ?? null
  // Spec section 4: the first page of recents is read fresh; the stored pages show meanwhile.
  useRefresh(async () => (userId === null ? { ok: true, value: null } : loadPage(services, historyList, MINE, 1)), `recents:${userId}`)
  if (user === undefined || view === undefined) return undefined
  return user ? (view.pages[1] ?? []) : []
}
