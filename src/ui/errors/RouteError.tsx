import type { ErrorComponentProps } from '@tanstack/react-router'
import { toFailure } from '../../api/failures'
import { ErrorView } from './ErrorView'

/** A route's errorComponent: whatever was thrown is shown through the shared error view. */
export function RouteError({ error, reset }: ErrorComponentProps) {
  return <ErrorView failure={toFailure(error)} onRetry={reset} />
}
