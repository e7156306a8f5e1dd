import { useLiveQuery } from '../../ui/use-live-query'
import { readRating, refreshRating } from '../../data/social'
import { useServices } from '../../ui/use-services'
import { useRefresh } from '../../ui/use-refresh'

/** The title's ratings from the device (offline too), with the viewer's unsent change applied; refreshed on open. */
export function useRating(contentId: number) {
  const services = useServices()
  const view = useLiveQuery(() => readRating(services.db, contentId), [services, contentId])
  useRefresh(() => refreshRating(services, contentId), `rating:${contentId}`)
  return view
}
