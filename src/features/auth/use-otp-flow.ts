import { useCallback, useEffect, useLayoutEffect, useReducer, useRef } from 'react'
import type { Result } from '../../api/result'
import { initialOtpState, isCompleteCode, otpReducer, scheduleSave, startTicker, type OtpState } from './otp-machine'

export interface OtpFlowOptions<T> {
  /** Sends (or re-sends) the code. */
  send: () => Promise<Result<unknown>>
  verify: (code: string) => Promise<Result<T>>
  /** Runs one second after the code is accepted (spec: the save delay), unless the page was left. */
  onVerified: (value: T) => void
}

export interface OtpFlow {
  state: OtpState
  resend: () => void
  submit: (code: string) => void
}

/** Drives the OTP machine for a screen: sends on entry, ticks, verifies, hands over after the save delay; stops on leave. */
export function useOtpFlow<T>({ send, verify, onVerified }: OtpFlowOptions<T>): OtpFlow {
  const [state, dispatch] = useReducer(otpReducer, initialOtpState)
  const stateRef = useRef(state)
  const busy = useRef(false)
  const live = useRef(true)
  const cancelSave = useRef<(() => void) | null>(null)
  const latest = useRef({ send, verify, onVerified })
  // Callbacks run from timers and promises: they read the newest props and state through these.
  useLayoutEffect(() => {
    stateRef.current = state
    latest.current = { send, verify, onVerified }
  })

  // On a slow link the SMS can beat the send's answer: a code typed meanwhile is verified once the send is answered.
  const early = useRef<string | null>(null)

  const resend = useCallback(() => {
    if (busy.current) return
    busy.current = true
    early.current = null
    dispatch({ type: 'send' })
    void latest.current.send().then((r) => {
      busy.current = false
      if (live.current) dispatch(r.ok ? { type: 'sent' } : { type: 'sendFailed', failure: r.failure })
    })
  }, [])

  const submit = useCallback((code: string) => {
    const status = stateRef.current.status
    if (status === 'sending' && isCompleteCode(code)) {
      early.current = code
      return
    }
    if (busy.current || !isCompleteCode(code) || status === 'timeOut' || status === 'verified' || status === 'initial') return
    busy.current = true
    dispatch({ type: 'verify' })
    void latest.current.verify(code).then((r) => {
      busy.current = false
      if (!live.current) return
      if (!r.ok) {
        dispatch({ type: 'verifyFailed', failure: r.failure })
        return
      }
      dispatch({ type: 'verified' })
      cancelSave.current = scheduleSave(() => latest.current.onVerified(r.value))
    })
  }, [])

  useEffect(() => {
    if (state.status !== 'sending' && early.current !== null) {
      const code = early.current
      early.current = null
      if (state.status === 'sent') submit(code)
    }
  }, [state.status, submit])

  // The code is sent on entry, once (StrictMode mounts twice in development).
  const sentOnEntry = useRef(false)
  useEffect(() => {
    live.current = true
    if (!sentOnEntry.current) {
      sentOnEntry.current = true
      resend()
    }
    const stop = startTicker(dispatch)
    return () => {
      live.current = false
      stop()
      cancelSave.current?.()
    }
  }, [resend])

  return { state, resend, submit }
}

interface OtpCredential extends Credential {
  code: string
}

/** WebOTP: where the browser offers it, the SMS code fills the field; the request is aborted on leave. */
export function useWebOtp(onCode: (code: string) => void, active: boolean): void {
  const handler = useRef(onCode)
  useLayoutEffect(() => {
    handler.current = onCode
  })
  useEffect(() => {
    if (!active || typeof window === 'undefined' || !('OTPCredential' in window) || !navigator.credentials) return
    const controller = new AbortController()
    navigator.credentials
      .get({ otp: { transport: ['sms'] }, signal: controller.signal } as CredentialRequestOptions)
      .then((credential) => {
        const code = (credential as OtpCredential | null)?.code
        if (code) handler.current(code)
      })
      .catch(() => {
        // Aborted on leave, refused, or no SMS: the viewer types the code.
      })
    return () => controller.abort()
  }, [active])
}
