import { useLiveQuery } from '../../ui/use-live-query'
// Direct module imports, not the data index: home is on the start-up path, and the index would
// pull every screen's data code into the first download.
import { readHome, readPopup, refreshHome, refreshPopup } from '../../data/catalogue'
import { useServices } from '../../ui/use-services'
import { useRefresh } from '../../ui/use-refresh'
import { useLocale } from '../../i18n/use-locale'

/**
 * Stored home feed (undefined while reading, null when nothing is stored) and its network refresh.
 * Coming back to home starts from the feed it last showed, so its rows are there for the scroll
 * position to be restored.
 */
export function useHome() {
  const services = useServices()
  const locale = useLocale()
  const stored = useLiveQuery(() => readHome(services.db, locale), [services, locale], { remember: services.db })
  const refresh = useRefresh(() => refreshHome(services, locale), `home:${locale}`)
  return { stored, refresh }
}

export function usePopup() {
  const services = useServices()
  const locale = useLocale()
  const stored = useLiveQuery(() => readPopup(services.db, locale), [services, locale])
  useRefresh(() => refreshPopup(services, locale), `popup:${locale}`)
  return stored?.data ?? null
}
