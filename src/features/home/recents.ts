import { useLiveQuery } from '../../ui/use-live-query'
import { MINE, historyList } from '../../data/paged/lists'
import { loadPage, readPagedList } from '../../data/paged/store'
import { useViewer } from '../../ui/use-viewer'
import { useServices } from '../../ui/use-services'
import { useRefresh } from '../../ui/use-refresh'

// Apart from queries.ts: the paged-list code behind this row is not needed to paint the banner, so
// it loads with the rows' chunk.
/** The first page of the viewer's watch history (the continue-watching row); empty when logged out. */
export function useRecents() {
  const services = useServices()
  // Remembered, as the viewer is: a row that appeared only after the first frame back on home would
  // push the page down under a restored scroll position.
  const user = useViewer()
  const view = useLiveQuery(() => readPagedList(services.db, historyList, MINE), [services], { remember: services.db })
  const userId = user?.id ?? null
  // Spec section 4: the first page of recents is read fresh; the stored pages show meanwhile.
  useRefresh(async () => (userId === null ? { ok: true, value: null } : loadPage(services, historyList, MINE, 1)), `recents:${userId}`)
  if (user === undefined || view === undefined) return undefined
  return user ? (view.pages[1] ?? []) : []
}
