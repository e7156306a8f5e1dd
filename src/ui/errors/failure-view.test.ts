import { describe, expect, it } from 'vitest'
import { FAILURE_DEFAULTS, failure, type FailureType } from '../../api/failures'
import { connectivity } from '../../api/connectivity'
import { describeFailure } from './failure-view'

describe('shared error view mapping', () => {
  it.each<[FailureType, string, string]>([
    ['NotFoundFailure', 'Not Found', 'refresh'],
    ['InternetConnectionFailure', 'No Internet Connection', 'refresh'],
    ['SessionFailure', 'Session Timeout', 'login'],
    ['TimeoutFailure', 'TimeOut', 'refresh'],
    ['BadRequestFailure', 'Bad Request', 'refresh'],
    ['ServerFailure', 'Unknown Error', 'refresh'],
    ['UnknownNetworkFailure', 'Unknown Error', 'refresh'],
    ['PermissionFailure', 'Permission Denied', 'login'],
    ['SubscriptionRequiredFailure', 'Subscription required', 'subscribe'],
    ['StorageFailure', 'Unknown Error', 'refresh'],
  ])('%s shows "%s" with %s', (type, title, action) => {
    const view = describeFailure(failure(type), 'offline')
    expect(view.title.message).toBe(title)
    expect(view.action).toBe(action)
  })

  it('has a view for every failure type', () => {
    for (const type of Object.keys(FAILURE_DEFAULTS) as FailureType[]) {
      expect(describeFailure(failure(type)).title.message).toBeTruthy()
    }
  })

  it('tells a signed-out viewer to log in', () => {
    expect(describeFailure(failure('PermissionFailure')).description.message).toBe(
      'User not authenticated: click button below and login to use this feature',
    )
  })

  it('says no internet for a request that found no network only while the device has none', () => {
    const lost = failure('InternetConnectionFailure')
    expect(describeFailure(lost, 'offline').title.message).toBe('No Internet Connection')
    for (const reach of ['online', 'slow', 'unreachable'] as const) {
      expect(describeFailure(lost, reach).title.message).toBe('Can’t reach the server')
    }
  })

  it('asks the connectivity store when no reach is given, so a toast never calls a server outage "no internet"', () => {
    const lost = failure('InternetConnectionFailure')
    connectivity.device(true)
    connectivity.report('network')
    expect(describeFailure(lost).title.message).toBe('Can’t reach the server')
    connectivity.device(false)
    expect(describeFailure(lost).title.message).toBe('No Internet Connection')
    connectivity.device(true)
    connectivity.report('answered')
  })

  it('says the server cannot be reached when a gateway answers 502, 503 or 504 for it', () => {
    for (const status of [502, 503, 504]) {
      expect(describeFailure(failure('ServerFailure', null, { httpStatus: status })).title.message).toBe('Can’t reach the server')
    }
    expect(describeFailure(failure('ServerFailure', null, { httpStatus: 500 })).title.message).toBe('Unknown Error')
  })
})
