import { useState, type FormEvent } from 'react'
import { useRouter } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { checkPhone } from '../../../lib/phone'
import { safeRedirect } from '../../../lib/redirect'
import { PhoneField } from './PhoneField'
import { SocialLogins } from './SocialLogins'
import { HeLoginCard } from './HeLoginCard'
import { BUTTON, MUTED } from '../../../ui/classes'
import { LangRuns } from '../../../ui/LangRuns'

/** /login-phone: the digits after 09, validated, then the code screen. */
export function LoginPhonePage({ redirectRoute }: { redirectRoute?: string }) {
  const { t } = useLingui()
  const router = useRouter()
  const [digits, setDigits] = useState('')
  const [error, setError] = useState<string | null>(null)

  const onSubmit = (e: FormEvent) => {
    e.preventDefault()
    const result = checkPhone(digits)
    if (!result.ok) {
      setError(t`Please enter a valid phone number.`)
      return
    }
    void router.navigate({
      to: '/otp-input',
      // A number, so the router writes plain digits in the address rather than a quoted string.
      search: { phoneNumber: Number(result.msisdn), redirectRoute: safeRedirect(redirectRoute) },
    })
  }

  return (
    <div className="mx-auto flex max-w-md flex-col gap-6 pb-8">
      <HeLoginCard />
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4 px-4 pt-4">
        <div>
          <h2 className="text-xl font-semibold">{t`Log in with your phone`}</h2>
          <p className={`mt-1 text-sm ${MUTED}`}>
            <LangRuns text={t`We will send a 6-digit code by SMS.`} />
          </p>
        </div>
        <PhoneField
          label={t`Phone number`}
          value={digits}
          onChange={(d) => {
            setDigits(d)
            setError(null)
          }}
          error={error}
          autoFocus
        />
        <button type="submit" className={BUTTON}>
          {t`Get code`}
        </button>
      </form>
      <div className="px-4">
        <SocialLogins />
      </div>
    </div>
  )
}
