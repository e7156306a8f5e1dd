import { useLiveQuery } from '../../ui/use-live-query'
import { readContent, readFavorite, refreshContent } from '../../data'
// Imported directly so the profile reader stays out of the start-up chunk (data/index is in it).
import { readPremium, refreshPremium } from '../../data/entitlement'
import type { ContentDetails } from '../../api/schemas/catalogue'
import type { Failure } from '../../api/failures'
import { useServices } from '../../ui/use-services'
import { useRefresh } from '../../ui/use-refresh'
import { useViewer } from '../../ui/use-viewer'

/** Spec section 4: the content page is initial, loading, ready or error. */
export type ContentState =
  { status: 'loading' } | { status: 'ready'; data: ContentDetails } | { status: 'error'; failure: Failure; retry: () => void }

/** Stored details render at once (offline too); the network refresh updates them in place. */
export function useContent(id: number): ContentState {
  const services = useServices()
  const stored = useLiveQuery(() => readContent(services.db, id), [services, id])
  const refresh = useRefresh(() => refreshContent(services, id), `content:${id}`)
  if (stored) return { status: 'ready', data: stored.data }
  if (stored === null && refresh.failure) return { status: 'error', failure: refresh.failure, retry: refresh.retry }
  return { status: 'loading' }
}

export function useFavorite(contentId: number) {
  const { db } = useServices()
  return useLiveQuery(() => readFavorite(db, contentId), [db, contentId])
}

export { useViewer }

/** Whether the viewer may play paid episodes: false logged out, null unknown (the server decides); refreshed once per login. */
export function usePremium(): boolean | null | undefined {
  const services = useServices()
  const viewer = useViewer()
  const premium = useLiveQuery(() => readPremium(services.db), [services])
  const userId = viewer?.id ?? null
  useRefresh(async () => (userId === null ? { ok: true, value: null } : refreshPremium(services)), `premium:${userId}`)
  return premium
}
