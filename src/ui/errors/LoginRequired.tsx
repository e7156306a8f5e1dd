import { failure } from '../../api/failures'
import { ErrorView } from './ErrorView'

const NOT_LOGGED_IN = failure('PermissionFailure')

/**
 * Spec section 6: a protected feature shown to a logged-out viewer. The page stays (no redirect);
 * the button goes to phone login and back here.
 */
export function LoginRequired() {
  return <ErrorView failure={NOT_LOGGED_IN} />
}
