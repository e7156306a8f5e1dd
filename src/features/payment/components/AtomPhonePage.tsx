import { useState, type FormEvent } from 'react'
import { useRouter } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { checkPhone } from '../../../lib/phone'
import { PhoneField } from '../../auth/components/PhoneField'
import { OperatorLogo } from '../../../ui/OperatorLogo'
import { BUTTON, MUTED } from '../../../ui/classes'
import { LangRuns } from '../../../ui/LangRuns'

/** /atom-phone-input: the ATOM number to bill; it must be an ATOM number. */
export function AtomPhonePage({ planId, userId, redirectRoute }: { planId: number; userId: number; redirectRoute?: string }) {
  const { t } = useLingui()
  const router = useRouter()
  const [digits, setDigits] = useState('')
  const [error, setError] = useState<string | null>(null)
  const operator = 'ATOM'

  const onSubmit = (e: FormEvent) => {
    e.preventDefault()
    const result = checkPhone(digits, 'ATOM')
    if (!result.ok) {
      setError(result.error === 'wrongOperator' ? t`Enter valid ${operator} phone number` : t`Please enter a valid phone number.`)
      return
    }
    void router.navigate({
      to: '/confirm-atom-sub',
      search: { phoneNumber: Number(result.msisdn), userId, planId, redirectRoute },
    })
  }

  return (
    <form onSubmit={onSubmit} noValidate className="mx-auto flex max-w-md flex-col gap-4 p-4 pt-6">
      <div className="flex items-center gap-3">
        <OperatorLogo provider="atom" size={44} />
        <div>
          <h2 className="text-xl font-semibold">
            <LangRuns text={t`Pay with ATOM`} />
          </h2>
          <p className={`text-sm ${MUTED}`}>
            <LangRuns text={t`The plan is billed to this ATOM number.`} />
          </p>
        </div>
      </div>
      <PhoneField
        label={t`ATOM phone number`}
        value={digits}
        onChange={(d) => {
          setDigits(d)
          setError(null)
        }}
        error={error}
        hint={t`Please recheck and enter ATOM phone`}
        autoFocus
      />
      <button type="submit" className={BUTTON}>
        {t`Continue`}
      </button>
    </form>
  )
}
