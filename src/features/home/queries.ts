import { useLiveQuery } from 'dexie-react-hooks'
// Direct module imports, not the data index: home is on the start-up path, and the index would
// pull every screen's data code into the first download.
import { MINE, historyList } from '../../data/paged/lists'
import { loadPage, readPagedList } from '../../data/paged/store'
import { readCurrentUser } from '../../data/session-store'
import { readHome, readPopup, refreshHome, refreshPopup } from '../../data/catalogue'
import { useServices } from '../../ui/use-services'
import { useRefresh } from '../../ui/use-refresh'

/** Stored home feed (undefined while reading, null when nothing is stored) and its network refresh. */
export function useHome() {
  const services = useServices()
  const stored = useLiveQuery(() => readHome(services.db), [services])
  const refresh = useRefresh(() => refreshHome(services), 'home')
  return { stored, refresh }
}

/** The first page of the viewer's watch history (the continue-watching row); empty when logged out. */
export function useRecents() {
  const services = useServices()
  const user = useLiveQuery(() => readCurrentUser(services.db), [services])
  const view = useLiveQuery(() => readPagedList(services.db, historyList, MINE, services.now()), [services])
  const userId = user?.id ?? null
  // Spec section 4: the first page of recents is read fresh; the stored pages show meanwhile.
  useRefresh(async () => (userId === null ? { ok: true, value: null } : loadPage(services, historyList, MINE, 1)), `recents:${userId}`)
  if (user === undefined || view === undefined) return undefined
  return user ? (view.pages[1] ?? []) : []
}

export function usePopup() {
  const services = useServices()
  const stored = useLiveQuery(() => readPopup(services.db), [services])
  useRefresh(() => refreshPopup(services), 'popup')
  return stored?.data ?? null
}
