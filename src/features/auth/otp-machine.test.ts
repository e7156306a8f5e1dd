import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { failure } from '../../api/failures'
import {
  OTP_SAVE_DELAY_MS,
  canResend,
  cleanCode,
  initialOtpState,
  isCompleteCode,
  isLimit,
  limitEnded,
  otpReducer,
  resendSecondsLeft,
  scheduleSave,
  startTicker,
  type OtpEvent,
  type OtpState,
} from './otp-machine'

const stops: Array<() => void> = []

/** A machine driven by the real ticker on fake timers, given the events `first` to begin with. */
function harness(...first: Array<'send' | 'sent'>) {
  let state: OtpState = initialOtpState
  const dispatch = (e: OtpEvent) => {
    state = otpReducer(state, e)
  }
  const stop = startTicker(dispatch)
  stops.push(stop)
  for (const type of first) dispatch({ type })
  return { get: () => state, dispatch, stop }
}

describe('OTP timer state machine', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => {
    stops.splice(0).forEach((stop) => stop())
    vi.useRealTimers()
  })

  it('sends, then counts down to a resend offer at 60 s', () => {
    const m = harness('send', 'sent')
    expect(m.get().status).toBe('sent')
    vi.advanceTimersByTime(59_000)
    expect(resendSecondsLeft(m.get())).toBe(1)
    expect(canResend(m.get())).toBe(false)
    vi.advanceTimersByTime(1000)
    expect(resendSecondsLeft(m.get())).toBe(0)
    expect(canResend(m.get())).toBe(true)
  })

  it('times out once the counter passes 120 s', () => {
    const m = harness('send', 'sent')
    vi.advanceTimersByTime(120_000)
    expect(m.get().status).toBe('sent')
    vi.advanceTimersByTime(1000)
    expect(m.get().status).toBe('timeOut')
    expect(canResend(m.get())).toBe(true)
  })

  it('keeps timeOut when a late failure arrives', () => {
    const m = harness('send', 'sent')
    vi.advanceTimersByTime(121_000)
    m.dispatch({ type: 'verify' })
    m.dispatch({ type: 'verifyFailed', failure: failure('WrongOtpCodeFailure') })
    m.dispatch({ type: 'sendFailed', failure: failure('InternetConnectionFailure') })
    expect(m.get().status).toBe('timeOut')
  })

  it('turns a verification that fails after the time limit into a timeOut', () => {
    const m = harness('send', 'sent')
    vi.advanceTimersByTime(100_000)
    m.dispatch({ type: 'verify' })
    vi.advanceTimersByTime(25_000)
    expect(m.get().status).toBe('verifying')
    m.dispatch({ type: 'verifyFailed', failure: failure('WrongOtpCodeFailure') })
    expect(m.get().status).toBe('timeOut')
  })

  it('offers a resend at once after a wrong code or a failed send', () => {
    let s = otpReducer(otpReducer(initialOtpState, { type: 'send' }), { type: 'sent' })
    s = otpReducer(otpReducer(s, { type: 'verify' }), { type: 'verifyFailed', failure: failure('WrongOtpCodeFailure') })
    expect(s.status).toBe('wrongOtp')
    expect(canResend(s)).toBe(true)
    const failed = otpReducer(otpReducer(initialOtpState, { type: 'send' }), {
      type: 'sendFailed',
      failure: failure('TooManyRequestsFailure'),
    })
    expect(failed.status).toBe('error')
    expect(failed.failure?.type).toBe('TooManyRequestsFailure')
    expect(failed.failedOn).toBe('send')
    expect(canResend(failed)).toBe(true)
  })

  it('after a refusal that names a wait (429 Retry-After), offers no resend until the wait is over', () => {
    const m = harness('send')
    m.dispatch({ type: 'sendFailed', failure: { ...failure('TooManyRequestsFailure'), retryAfterMs: 39_000 } })
    expect(m.get().status).toBe('error')
    expect(canResend(m.get())).toBe(false)
    expect(resendSecondsLeft(m.get())).toBe(39)
    vi.advanceTimersByTime(38_000)
    expect(canResend(m.get())).toBe(false)
    expect(resendSecondsLeft(m.get())).toBe(1)
    vi.advanceTimersByTime(1000)
    expect(canResend(m.get())).toBe(true)
  })

  it('a code check refused for an hour keeps the resend back for that hour, past the code timer', () => {
    const m = harness('send', 'sent')
    vi.advanceTimersByTime(10_000)
    m.dispatch({ type: 'verify' })
    m.dispatch({ type: 'verifyFailed', failure: { ...failure('TooManyRequestsFailure'), retryAfterMs: 3_600_000 } })
    expect(canResend(m.get())).toBe(false)
    expect(resendSecondsLeft(m.get())).toBe(3600)
    vi.advanceTimersByTime(200_000)
    expect(m.get().status).toBe('error')
    expect(canResend(m.get())).toBe(false)
    vi.advanceTimersByTime(3_400_000)
    expect(canResend(m.get())).toBe(true)
    expect(limitEnded(m.get())).toBe(true)
  })

  it('a per-number send limit is not a timeout: its words stay past 120 s until the limit ends', () => {
    const m = harness('send')
    m.dispatch({ type: 'sendFailed', failure: { ...failure('TooManyRequestsFailure'), retryAfterMs: 45 * 60_000 } })
    vi.advanceTimersByTime(121_000)
    expect(m.get().status).toBe('error')
    expect(m.get().failure?.type).toBe('TooManyRequestsFailure')
    expect(isLimit(m.get())).toBe(true)
    expect(limitEnded(m.get())).toBe(false)
    expect(resendSecondsLeft(m.get())).toBe(45 * 60 - 121)
    vi.advanceTimersByTime(45 * 60_000 - 121_000)
    expect(m.get().status).toBe('error')
    expect(limitEnded(m.get())).toBe(true)
    expect(canResend(m.get())).toBe(true)
  })

  it('a send that failed for another reason sent no code, so it never times out either', () => {
    const m = harness('send')
    m.dispatch({ type: 'sendFailed', failure: failure('InternetConnectionFailure') })
    vi.advanceTimersByTime(200_000)
    expect(m.get().status).toBe('error')
    expect(canResend(m.get())).toBe(true)
  })

  it('restarts the counter on a resend', () => {
    const m = harness('send', 'sent')
    vi.advanceTimersByTime(130_000)
    expect(m.get().status).toBe('timeOut')
    m.dispatch({ type: 'send' })
    expect(m.get()).toEqual({ status: 'sending', count: 0, failure: null, failedOn: null, waitUntil: null })
    m.dispatch({ type: 'sent' })
    vi.advanceTimersByTime(30_000)
    expect(resendSecondsLeft(m.get())).toBe(30)
  })

  it('an expired code is a timeOut', () => {
    let s = otpReducer(otpReducer(initialOtpState, { type: 'send' }), { type: 'sent' })
    s = otpReducer(otpReducer(s, { type: 'verify' }), { type: 'verifyFailed', failure: failure('OtpExpiredFailure') })
    expect(s.status).toBe('timeOut')
  })

  it('stops counting once verified, and saves one second later', () => {
    const m = harness('send', 'sent')
    m.dispatch({ type: 'verify' })
    m.dispatch({ type: 'verified' })
    const save = vi.fn()
    scheduleSave(save)
    vi.advanceTimersByTime(OTP_SAVE_DELAY_MS - 1)
    expect(save).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(save).toHaveBeenCalledOnce()
    vi.advanceTimersByTime(200_000)
    expect(m.get().status).toBe('verified')
  })

  it('does not save when the page is left within the delay', () => {
    const save = vi.fn()
    const cancel = scheduleSave(save)
    vi.advanceTimersByTime(500)
    cancel()
    vi.advanceTimersByTime(5000)
    expect(save).not.toHaveBeenCalled()
  })

  it('stops ticking when stopped', () => {
    const m = harness('send')
    m.stop()
    vi.advanceTimersByTime(10_000)
    expect(m.get().count).toBe(0)
  })

  it('accepts six Latin or Burmese digits only', () => {
    expect(cleanCode('12a3 45-6789')).toBe('123456')
    expect(cleanCode('၁၂၃၄၅၆')).toBe('123456')
    expect(isCompleteCode('123456')).toBe(true)
    expect(isCompleteCode('12345')).toBe(false)
  })
})
