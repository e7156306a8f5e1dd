import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { Failure } from '../../api/failures'
import { connectivity, outcomeOfStatus, type Reach } from '../../api/connectivity'

export type FailureAction = 'refresh' | 'login' | 'subscribe'

export interface FailureView {
  title: MessageDescriptor
  description: MessageDescriptor
  action: FailureAction
}

const UNKNOWN: FailureView = {
  title: msg`Unknown Error`,
  description: msg`Something went wrong. Please try again.`,
  action: 'refresh',
}

const NOT_AUTHENTICATED = msg`User not authenticated: click button below and login to use this feature`

const UNREACHABLE: FailureView = {
  title: msg`Can’t reach the server`,
  description: msg`The server is not answering right now. Try again in a moment.`,
  action: 'refresh',
}

/** Spec section 8's table; "No Internet Connection" only while the device has none, else our server is unreachable. */
export function describeFailure(failure: Failure, reach: Reach = connectivity.state().reach): FailureView {
  if (failure.type === 'ServerFailure' && failure.httpStatus !== undefined && outcomeOfStatus(failure.httpStatus) === 'server-down') {
    return UNREACHABLE
  }
  switch (failure.type) {
    case 'NotFoundFailure':
      return { title: msg`Not Found`, description: msg`What you are looking for is not here.`, action: 'refresh' }
    case 'InternetConnectionFailure':
      if (reach !== 'offline') return UNREACHABLE
      return { title: msg`No Internet Connection`, description: msg`Check your connection and try again.`, action: 'refresh' }
    case 'SessionFailure':
    case 'MultipleDeviceFailure':
      return {
        title: msg`Session Timeout`,
        description:
          failure.type === 'MultipleDeviceFailure'
            ? msg`You were signed out because this account is in use on other devices.`
            : msg`Your session has expired. Please log in again.`,
        action: 'login',
      }
    case 'TimeoutFailure':
      return { title: msg`TimeOut`, description: msg`The server took too long to answer.`, action: 'refresh' }
    case 'BadRequestFailure':
      return { title: msg`Bad Request`, description: msg`The request could not be understood.`, action: 'refresh' }
    case 'PermissionFailure':
      return { title: msg`Permission Denied`, description: NOT_AUTHENTICATED, action: 'login' }
    case 'SubscriptionRequiredFailure':
      return {
        title: msg`Subscription required`,
        description: msg`Please subscribe to view content`,
        action: 'subscribe',
      }
    case 'NoContentFailure':
      return { title: msg`Nothing here yet`, description: NOT_AUTHENTICATED, action: 'refresh' }
    default:
      return UNKNOWN
  }
}
