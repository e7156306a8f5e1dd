import { describe, expect, it } from 'vitest'
import { failure } from '../../api/failures'
import { fail, ok } from '../../api/result'
import { redeemProblem } from './actions'

describe('why a redeem did not add days', () => {
  it('an unknown and a used code read alike, as the server answers them alike', () => {
    expect(redeemProblem(fail(failure('BadRequestFailure', 'code: this redeem code is not valid')))).toBe('invalid')
    expect(redeemProblem(ok({ success: false, days: 0, message: 'x' }))).toBe('invalid')
  })

  it('a code that never reached the server is not called invalid', () => {
    expect(redeemProblem(fail(failure('InternetConnectionFailure')), 'offline')).toBe('offline')
    expect(redeemProblem(fail(failure('TimeoutFailure')))).toBe('timeout')
    expect(redeemProblem(fail(failure('ServerFailure')))).toBe('server')
  })

  it('with the device online, a code that found no answer could not reach the server: it is not called "no internet"', () => {
    for (const reach of ['online', 'slow', 'unreachable'] as const) {
      expect(redeemProblem(fail(failure('InternetConnectionFailure')), reach)).toBe('unreachable')
    }
  })

  it('a refusal for too many attempts says so', () => {
    expect(redeemProblem(fail(failure('TooManyRequestsFailure')))).toBe('tooMany')
  })
})
