import { useId, useState, type FormEvent } from 'react'
import { useLingui } from '@lingui/react/macro'
import {
  canResend,
  cleanCode,
  isCompleteCode,
  limitEnded,
  OTP_LENGTH,
  OTP_TIMEOUT_AFTER_S,
  resendSecondsLeft,
  type OtpState,
} from '../otp-machine'
import { useWebOtp, type OtpFlow } from '../use-otp-flow'
import { describeFailure } from '../../../ui/errors/failure-view'
import { BUTTON, ERROR_TEXT, INPUT, LINK, MUTED } from '../../../ui/classes'
import { formatCount } from '../../../i18n/numbers'
import { formatClock } from '../../../i18n/clock'
import { LangRuns } from '../../../ui/LangRuns'

export interface OtpEntryProps {
  flow: OtpFlow
  /** The number the code went to, in Latin digits. */
  phone: string
  submitLabel: string
}

/** Six-digit code entry with the resend link and status line, shared by login and ATOM billing. */
export function OtpEntry({ flow, phone, submitLabel }: OtpEntryProps) {
  const { t, i18n } = useLingui()
  const inputId = useId()
  const statusId = useId()
  const [code, setCode] = useState('')
  const [invalid, setInvalid] = useState(false)
  const { state } = flow

  const change = (text: string) => {
    const next = cleanCode(text)
    setCode(next)
    setInvalid(false)
    // Six digits submit at once.
    if (isCompleteCode(next)) flow.submit(next)
  }

  useWebOtp(change, state.status === 'sent' || state.status === 'wrongOtp')

  const onSubmit = (e: FormEvent) => {
    e.preventDefault()
    if (!isCompleteCode(code)) {
      setInvalid(true)
      return
    }
    flow.submit(code)
  }

  const resend = () => {
    setCode('')
    setInvalid(false)
    flow.resend()
  }

  const busy = state.status === 'verifying' || state.status === 'verified' || state.status === 'sending'
  const message = useStatusMessage(state, phone)
  const seconds = resendSecondsLeft(state)
  const waitSeconds = formatCount(i18n, seconds)
  const waitMinutes = formatCount(i18n, Math.ceil(seconds / 60))
  const validFor = formatCount(i18n, Math.max(0, OTP_TIMEOUT_AFTER_S - state.count))
  const counting = state.status === 'sent' || state.status === 'wrongOtp' || state.status === 'verifying'
  const isError = state.status === 'wrongOtp' || state.status === 'error' || state.status === 'timeOut'

  return (
    <form onSubmit={onSubmit} noValidate className="mx-auto flex max-w-md flex-col gap-4 px-4 py-6">
      <label htmlFor={inputId} className="text-sm font-medium">
        {t`Enter the 6-digit code`}
      </label>
      <input
        id={inputId}
        name="one-time-code"
        type="text"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]*"
        maxLength={OTP_LENGTH}
        lang="en"
        value={code}
        onChange={(e) => change(e.target.value)}
        aria-invalid={invalid || state.status === 'wrongOtp'}
        aria-describedby={statusId}
        disabled={state.status === 'verified'}
        className={`${INPUT} text-center font-mono text-2xl tracking-[0.5em]`}
      />
      <div id={statusId} aria-live="polite" className="min-h-6 text-sm">
        {invalid ? (
          <p className={ERROR_TEXT}>
            <LangRuns text={t`Please enter a valid OTP.`} />
          </p>
        ) : (
          <p className={isError ? ERROR_TEXT : state.status === 'verified' ? 'text-emerald-700 dark:text-emerald-300' : MUTED}>
            <LangRuns text={message} />
          </p>
        )}
      </div>
      <button type="submit" disabled={busy || state.status === 'timeOut'} className={BUTTON}>
        {state.status === 'verifying' ? t`Checking…` : submitLabel}
      </button>
      {counting && (
        <p className={`text-center text-sm ${MUTED}`}>
          <span className="sr-only">{t`Code timer`}: </span>
          <span aria-hidden="true" className="font-mono tabular-nums">
            {formatClock(i18n, Math.min(state.count, OTP_TIMEOUT_AFTER_S))} / {formatClock(i18n, OTP_TIMEOUT_AFTER_S)}
          </span>
          <span className="sr-only">{t`The code is valid for ${validFor} more seconds`}</span>
        </p>
      )}
      <div className="text-center text-sm">
        {canResend(state) ? (
          <button type="button" onClick={resend} className={LINK}>
            {t`Resend code`}
          </button>
        ) : state.status !== 'verified' ? (
          <p className={MUTED}>{seconds > 120 ? t`Resend in ${waitMinutes} min` : t`Resend in ${waitSeconds} s`}</p>
        ) : null}
      </div>
    </form>
  )
}

function useStatusMessage(state: OtpState, phone: string): string {
  const { t, i18n } = useLingui()
  switch (state.status) {
    case 'initial':
    case 'sending':
      return t`Sending the code to ${phone}…`
    case 'sent':
      return t`We sent a code to ${phone}.`
    case 'verifying':
      return t`Checking the code…`
    case 'verified':
      return t`Code accepted.`
    case 'wrongOtp':
      return t`Wrong OTP`
    case 'timeOut':
      return t`The code has timed out. Ask for a new one.`
    case 'error': {
      const f = state.failure
      if (limitEnded(state)) return t`You can ask for a new code now.`
      if (f?.type === 'TooManyRequestsFailure') {
        const wait = Math.max(1, Math.ceil((f.retryAfterMs ?? 60_000) / 1000))
        const seconds = formatCount(i18n, wait)
        const minutes = formatCount(i18n, Math.ceil(wait / 60))
        // A refused check means too many wrong codes; a refused send past the minute's spacing, the hour's or day's codes.
        if (state.failedOn === 'verify') return t`Too many wrong codes. Try again in ${minutes} min.`
        if (wait > 120) return t`Too many codes sent to this number. Try again in ${minutes} min.`
        return t`Too early to send another code. Please wait ${seconds} s.`
      }
      if (state.failedOn === 'send') return t`Failed to send OTP`
      return f ? i18n._(describeFailure(f).title) : t`Failed to send OTP`
    }
  }
}
