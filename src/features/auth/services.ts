import { useRouter } from '@tanstack/react-router'
import type { AppServices } from '../../data'

/** The page's services from the router context (one database, client and sync engine per page). */
export function useServices(): AppServices {
  const context = useRouter().options.context as { services?: AppServices } | undefined
  if (!context?.services) throw new Error('The router context has no services')
  return context.services
}
