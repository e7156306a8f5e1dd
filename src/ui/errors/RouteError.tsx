import { SearchParamError, type ErrorComponentProps } from '@tanstack/react-router'
import { toFailure } from '../../api/failures'
import { ErrorView } from './ErrorView'
import { LazyNotFoundPage } from './lazy-pages'

/** An address whose parameters do not parse names no page: Not Found, not a failure Refresh could mend. */
export function RouteError({ error, reset }: ErrorComponentProps) {
  if (error instanceof SearchParamError) return <LazyNotFoundPage />
  return <ErrorView failure={toFailure(error)} onRetry={reset} />
}
