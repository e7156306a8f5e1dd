import type { ErrorComponentProps } from '@tanstack/react-router'
import { failure } from '../../../api/failures'
import { ErrorView } from '../../../ui/errors/ErrorView'

/** Route errorComponent: a bad address (e.g. a malformed search parameter) shows the shared error view. */
export function RouteError({ reset }: ErrorComponentProps) {
  return <ErrorView failure={failure('BadRequestFailure')} onRetry={reset} />
}
