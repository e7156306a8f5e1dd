import { useId } from 'react'
import { fieldDigits } from '../../../lib/phone'
import { ERROR_TEXT, MUTED } from '../../../ui/classes'
import { LangRuns } from '../../../ui/LangRuns'

export interface PhoneFieldProps {
  label: string
  value: string
  onChange: (digits: string) => void
  error?: string | null
  hint?: string
  autoFocus?: boolean
}

/** The digits after a fixed `09`, always Latin (a pasted +959… or Burmese-digit number is cleaned). */
export function PhoneField({ label, value, onChange, error, hint, autoFocus }: PhoneFieldProps) {
  const id = useId()
  const messageId = useId()
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="text-sm font-medium">
        <LangRuns text={label} />
      </label>
      <div className="flex items-stretch overflow-hidden rounded-lg border border-slate-400 bg-white focus-within:border-primary-strong focus-within:ring-2 focus-within:ring-primary/40 dark:border-slate-500 dark:bg-slate-900">
        <span
          aria-hidden="true"
          className="grid place-items-center border-r border-slate-300 bg-slate-100 px-3 font-mono text-lg text-slate-700 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-200"
        >
          09
        </span>
        <input
          id={id}
          type="tel"
          name="phone"
          inputMode="numeric"
          autoComplete="tel-national"
          lang="en"
          maxLength={20}
          autoFocus={autoFocus}
          value={value}
          onChange={(e) => onChange(fieldDigits(e.target.value))}
          aria-invalid={Boolean(error)}
          aria-describedby={messageId}
          placeholder="xxxxxxxxx"
          className="min-w-0 flex-1 bg-transparent px-3 py-3 font-mono text-lg tracking-wider text-slate-900 placeholder:text-slate-500 focus:outline-none dark:text-slate-100 dark:placeholder:text-slate-400"
        />
      </div>
      <div id={messageId} aria-live="polite">
        {error ? (
          <p className={ERROR_TEXT}>
            <LangRuns text={error} />
          </p>
        ) : hint ? (
          <p className={`text-sm ${MUTED}`}>
            <LangRuns text={hint} />
          </p>
        ) : null}
      </div>
    </div>
  )
}
