import { toFailure } from '../../api/failures'
import { ErrorView } from '../errors/ErrorView'

/** A route's errorComponent: whatever broke is shown through the shared error view, with reload. */
export function RouteErrorView({ error }: { error: unknown }) {
  return <ErrorView failure={toFailure(error)} />
}
