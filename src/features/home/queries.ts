import { useLiveQuery } from '../../ui/use-live-query'
// Direct imports, not the data index, which would pull every screen's data code into start-up.
import { readHome, readPopup, refreshHome, refreshPopup } from '../../data/catalogue'
import { useServices } from '../../ui/use-services'
import { useRefresh } from '../../ui/use-refresh'
import { useLocale } from '../../i18n/use-locale'

/** The stored home feed (undefined while reading, null when none) and its refresh; home comes back to the feed it showed. */
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
