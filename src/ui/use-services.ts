import { useRouter } from '@tanstack/react-router'
import type { AppServices } from '../data'

/** The page's services from the router context (queries.ts and actions.ts hooks read them here). */
export function useServices(): AppServices {
  return useRouter().options.context.services
}
