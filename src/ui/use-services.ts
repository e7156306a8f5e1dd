import { useRouteContext } from '@tanstack/react-router'
import type { AppServices } from '../data'

/** The page's database, API client and sync engine, from the router context. */
export function useServices(): AppServices {
  return useRouteContext({ from: '__root__', select: (c) => c.services })
}
