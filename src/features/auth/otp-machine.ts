import type { Failure } from '../../api/failures'

/** The OTP screen's state machine (spec sections 4 and 9), shared by the login code and the ATOM subscription code. */
export type OtpStatus = 'initial' | 'sending' | 'sent' | 'verifying' | 'verified' | 'wrongOtp' | 'timeOut' | 'error'

export const OTP_LENGTH = 6
export const OTP_TICK_MS = 1000
export const OTP_RESEND_AFTER_S = 60
export const OTP_TIMEOUT_AFTER_S = 120
/** Credentials are saved this long after the code is accepted, so the viewer sees the tick. */
export const OTP_SAVE_DELAY_MS = 1000

export interface OtpState {
  status: OtpStatus
  /** Seconds since the code was last sent. */
  count: number
  /** Why the last send or verify failed; null after a success. */
  failure: Failure | null
  /** Which call the failure came from, so the screen can say 'Failed to send OTP' or otherwise. */
  failedOn: 'send' | 'verify' | null
  /** The count until which the server asked the viewer to wait (429 Retry-After): a resend sooner would be refused. */
  waitUntil: number | null
}

export type OtpEvent =
  | { type: 'send' }
  | { type: 'sent' }
  | { type: 'sendFailed'; failure: Failure }
  | { type: 'verify' }
  | { type: 'verified' }
  | { type: 'verifyFailed'; failure: Failure }
  | { type: 'tick' }

export const initialOtpState: OtpState = { status: 'initial', count: 0, failure: null, failedOn: null, waitUntil: null }

function waitFrom(state: OtpState, failure: Failure): number | null {
  if (failure.type !== 'TooManyRequestsFailure' || failure.retryAfterMs === undefined) return state.waitUntil
  return state.count + Math.ceil(failure.retryAfterMs / 1000)
}

const WRONG_CODE = new Set(['WrongOtpCodeFailure', 'OtpNotFoundFailure', 'BadRequestFailure'])

export function otpReducer(state: OtpState, event: OtpEvent): OtpState {
  switch (event.type) {
    case 'send':
      // A (re)send starts a new code: the counter restarts.
      if (state.status === 'sending' || state.status === 'verifying' || state.status === 'verified') return state
      return { status: 'sending', count: 0, failure: null, failedOn: null, waitUntil: null }
    case 'sent':
      if (state.status !== 'sending') return state
      return { ...state, status: 'sent', failure: null, failedOn: null }
    case 'sendFailed':
      if (state.status !== 'sending') return state
      return { ...state, status: 'error', failure: event.failure, failedOn: 'send', waitUntil: waitFrom(state, event.failure) }
    case 'verify':
      if (state.status === 'verifying' || state.status === 'verified' || state.status === 'timeOut' || state.status === 'sending')
        return state
      return { ...state, status: 'verifying', failure: null, failedOn: null }
    case 'verified':
      if (state.status !== 'verifying') return state
      return { ...state, status: 'verified', failure: null, failedOn: null }
    case 'verifyFailed': {
      // A timeOut is never overwritten by a late failure.
      if (state.status !== 'verifying') return state
      if (event.failure.type === 'OtpExpiredFailure' || state.count > OTP_TIMEOUT_AFTER_S)
        return { ...state, status: 'timeOut', failure: event.failure, failedOn: 'verify' }
      const status = WRONG_CODE.has(event.failure.type) ? 'wrongOtp' : 'error'
      return { ...state, status, failure: event.failure, failedOn: 'verify', waitUntil: waitFrom(state, event.failure) }
    }
    case 'tick': {
      if (state.status === 'verified' || state.status === 'initial') return state
      const count = state.count + 1
      // A limit is not a timeout: its words stay while it runs, and a refused send left no code to expire.
      const limited = state.status === 'error' && (state.failedOn === 'send' || isLimit(state))
      if (count > OTP_TIMEOUT_AFTER_S && !limited && state.status !== 'verifying' && state.status !== 'timeOut') {
        return { ...state, count, status: 'timeOut' }
      }
      return { ...state, count }
    }
  }
}

/** The server refused with 429: a limit on sends or checks, with or without a wait it named. */
export function isLimit(state: OtpState): boolean {
  return state.status === 'error' && state.failure?.type === 'TooManyRequestsFailure'
}

/** A limit whose wait has run out: the viewer may ask for a code again. */
export function limitEnded(state: OtpState): boolean {
  return isLimit(state) && state.waitUntil !== null && state.count >= state.waitUntil
}

/** The resend link shows after 60 s, or at once on error, wrongOtp or timeOut (spec), unless a 429's wait runs. */
export function canResend(state: OtpState): boolean {
  if (state.status === 'sending' || state.status === 'verifying' || state.status === 'verified') return false
  if (state.waitUntil !== null && state.count < state.waitUntil) return false
  return state.count >= OTP_RESEND_AFTER_S || state.status === 'error' || state.status === 'wrongOtp' || state.status === 'timeOut'
}

/** "resend in (60 − count) s", or what is left of the server's wait. */
export function resendSecondsLeft(state: OtpState): number {
  return Math.max(0, (state.waitUntil ?? OTP_RESEND_AFTER_S) - state.count)
}

export function isCompleteCode(code: string): boolean {
  return new RegExp(`^\\d{${OTP_LENGTH}}$`).test(code)
}

/** Keeps only digits (Burmese digits become Latin) up to six. */
export function cleanCode(text: string): string {
  return text
    .replace(/[\u1040-\u1049]/g, (d) => String(d.charCodeAt(0) - 0x1040))
    .replace(/\D/g, '')
    .slice(0, OTP_LENGTH)
}

/** Dispatches a tick every second until stopped. */
export function startTicker(dispatch: (e: OtpEvent) => void): () => void {
  const handle = setInterval(() => dispatch({ type: 'tick' }), OTP_TICK_MS)
  return () => clearInterval(handle)
}

/** Runs `save` one second after verification; the returned function cancels it (leaving the page). */
export function scheduleSave(save: () => void): () => void {
  const handle = setTimeout(save, OTP_SAVE_DELAY_MS)
  return () => clearTimeout(handle)
}
