import { describe, expect, it } from 'vitest'
import {
  FAILURE_DEFAULTS,
  FailureError,
  failure,
  failureFromHttp,
  isQuotaError,
  isTransient,
  toFailure,
  waitsForNetwork,
  type FailureType,
} from './failures'

describe('failure mapping (spec section 8)', () => {
  it.each([
    [400, 'OTP record not found', 'OtpNotFoundFailure', 0],
    [400, 'OTP has expired', 'OtpExpiredFailure', 0],
    [400, 'Wrong OTP code', 'WrongOtpCodeFailure', 0],
    [400, "Client is not on the partner's network anymore", 'HeNetworkSwitchedFailure', 400],
    [400, 'Hand-off code has expired', 'HandoffExpiredFailure', 400],
    [400, 'Hand-off code has already been used', 'HandoffUsedFailure', 400],
    [400, 'Hand-off code is not valid', 'HandoffInvalidFailure', 400],
    [400, 'phone must be 959 followed by 7 to 9 digits', 'BadRequestFailure', 400],
    [401, 'Access token has expired', 'SessionFailure', 401],
    [403, 'Please subscribe to view content', 'SubscriptionRequiredFailure', 403],
    [403, 'Permission denied', 'PermissionFailure', 403],
    [404, 'Content not found', 'NotFoundFailure', 404],
    [408, null, 'TimeoutFailure', 408],
    [429, 'Please wait 40 seconds before requesting another OTP', 'TooManyRequestsFailure', 429],
    [511, 'User is using on multiple devices', 'MultipleDeviceFailure', 511],
    [511, 'Unauthorized', 'SessionFailure', 401],
    [500, 'Internal server error', 'ServerFailure', 520],
    [503, 'Injected fault', 'ServerFailure', 520],
    [409, null, 'UnknownNetworkFailure', 520],
  ] as const)('maps %i %j to %s with status code %i', (status, message, type, statusCode) => {
    const f = failureFromHttp(status, message)
    expect(f.type).toBe(type)
    expect(f.statusCode).toBe(statusCode)
    expect(f.httpStatus).toBe(status)
  })

  it('gives the spec default messages', () => {
    expect(FAILURE_DEFAULTS.InternetConnectionFailure).toEqual({ statusCode: 0, message: 'No internet connection' })
    expect(FAILURE_DEFAULTS.PermissionFailure.message).toBe('Permission denied')
    expect(FAILURE_DEFAULTS.ServerFailure).toEqual({ statusCode: 520, message: 'Unknown network error occurred' })
    expect(FAILURE_DEFAULTS.UnknownNetworkFailure).toEqual({ statusCode: 520, message: 'Unknown network error occurred' })
    expect(FAILURE_DEFAULTS.StorageFailure.statusCode).toBe(0)
    expect(failureFromHttp(409, null).message).toBe('An error occurred')
  })

  it('keeps Retry-After on a 429', () => {
    expect(failureFromHttp(429, 'wait', 40_000).retryAfterMs).toBe(40_000)
  })
})

describe('toFailure', () => {
  it('unwraps a FailureError', () => {
    expect(toFailure(new FailureError(failure('NotFoundFailure')))).toEqual(failure('NotFoundFailure'))
  })

  it('finds a full disk inside a Dexie AbortError', () => {
    const quota = Object.assign(new Error('quota'), { name: 'QuotaExceededError' })
    const abort = Object.assign(new Error('Transaction aborted'), { name: 'AbortError', inner: quota })
    expect(isQuotaError(abort)).toBe(true)
    expect(toFailure(abort)).toMatchObject({ type: 'StorageFailure', statusCode: 0, message: 'The storage of this device is full' })
  })

  it('maps other IndexedDB errors to a StorageFailure', () => {
    expect(toFailure(Object.assign(new Error('closed'), { name: 'DatabaseClosedError' })).type).toBe('StorageFailure')
  })

  it("maps a timeout signal's abort to a TimeoutFailure", () => {
    expect(toFailure(Object.assign(new Error('signal timed out'), { name: 'TimeoutError' })).type).toBe('TimeoutFailure')
  })

  it('turns anything else into the generic failure, never a throw', () => {
    for (const thrown of [undefined, null, 42, 'boom', {}, new RangeError('x')]) {
      expect(toFailure(thrown)).toMatchObject({ type: 'UnknownNetworkFailure', message: 'An error occurred' })
    }
  })
})

describe('which failures are waited out', () => {
  it.each([
    ['no connection', failure('InternetConnectionFailure'), true, true],
    ['a timeout', failure('TimeoutFailure'), true, true],
    ['a 429', failureFromHttp(429, 'wait'), true, true],
    ['a 503', failureFromHttp(503, 'Injected fault'), true, true],
    ['a full disk', failure('StorageFailure', 'The storage of this device is full'), true, false],
    ['a displaced session (511)', failureFromHttp(511, 'User is using on multiple devices'), false, false],
    ['any other 511', failureFromHttp(511, 'Network Authentication Required'), false, false],
    ['a 404', failureFromHttp(404, 'Not found'), false, false],
    ['an unreadable answer', failure('UnknownNetworkFailure'), false, false],
  ] as const)('%s: retried later %s, waits for the network %s', (_name, f, transient, network) => {
    expect(isTransient(f)).toBe(transient)
    expect(waitsForNetwork(f)).toBe(network)
  })

  it('a full disk is not a network blip: over the whole catalogue, only StorageFailure is retried but not waited for the network', () => {
    const statuses = [undefined, 400, 404, 429, 500, 502, 503, 511]
    const all = (Object.keys(FAILURE_DEFAULTS) as FailureType[]).flatMap((type) =>
      statuses.map((httpStatus) => failure(type, null, { httpStatus })),
    )
    expect(all.filter((f) => waitsForNetwork(f) && !isTransient(f))).toEqual([])
    expect(new Set(all.filter((f) => isTransient(f) && !waitsForNetwork(f)).map((f) => f.type))).toEqual(new Set(['StorageFailure']))
  })
})
