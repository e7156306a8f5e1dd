import type { Failure } from '../../api/failures'

export type HandoffProblem = 'expired' | 'used' | 'invalid' | 'too-many' | 'other'

/** The refusals the hand-off page words apart; anything else is the shared error view's. */
export function handoffProblem(f: Failure): HandoffProblem {
  switch (f.type) {
    case 'HandoffExpiredFailure':
      return 'expired'
    case 'HandoffUsedFailure':
      return 'used'
    case 'HandoffInvalidFailure':
    case 'BadRequestFailure':
      return 'invalid'
    case 'TooManyRequestsFailure':
      return 'too-many'
    default:
      return 'other'
  }
}
