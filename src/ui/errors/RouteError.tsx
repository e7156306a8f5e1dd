import { SearchParamError, type ErrorComponentProps } from '@tanstack/react-router'
import { toFailure } from '../../api/failures'
import { ErrorView } from './ErrorView'
import { LazyNotFoundPage } from './lazy-pages'

/**
 * Every route's errorComponent. An address whose parameters do not parse (`/content?id=abc`) names
 * no page, so it is Not Found, not a failure that a Refresh could mend; anything else thrown is
 * shown through the shared error view.
 */
export function RouteError({ error, reset }: ErrorComponentProps) {
  if (error instanceof SearchParamError) return <LazyNotFoundPage />
  return <ErrorView failure={toFailure(error)} onRetry={reset} />
}
