import { useCallback, useMemo, useRef } from 'react'
import { useRouter } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { failure } from '../../../api/failures'
import { fail } from '../../../api/result'
import { displayPhone } from '../../../lib/phone-format'
import { safeRedirect } from '../../../lib/redirect'
import { toasts } from '../../../ui/toast/toast-store'
import { useServices } from '../../../ui/use-services'
import { useOtpFlow } from '../../auth/use-otp-flow'
import { OtpEntry } from '../../auth/components/OtpEntry'
import { OperatorLogo } from '../../../ui/OperatorLogo'
import { MUTED } from '../../../ui/classes'
import { confirmAtomOtp, sendAtomOtp } from '../actions'
import { carryNotice } from '../carried-notice'
import { LangRuns } from '../../../ui/LangRuns'

export interface ConfirmAtomProps {
  phoneNumber: string
  userId: number
  planId: number
  redirectRoute?: string
}

/** /confirm-atom-sub: the ATOM code, sent on entry with a new transaction id, then confirmed. */
export function ConfirmAtomPage({ phoneNumber, userId, planId, redirectRoute }: ConfirmAtomProps) {
  const { t } = useLingui()
  const services = useServices()
  const router = useRouter()
  const transactionId = useRef<string | null>(null)
  const req = useMemo(() => ({ userId, planId, atomPhone: phoneNumber }), [userId, planId, phoneNumber])

  const send = useCallback(async () => {
    const r = await sendAtomOtp(services, req)
    if (r.ok) transactionId.current = r.value
    return r
  }, [services, req])

  const verify = useCallback(
    (otp: string) => {
      const id = transactionId.current
      return id ? confirmAtomOtp(services, { ...req, transactionId: id, otp }) : Promise.resolve(fail(failure('OtpNotFoundFailure')))
    },
    [services, req],
  )

  const onVerified = useCallback(() => {
    const target = redirectRoute ? safeRedirect(redirectRoute, '') : ''
    // Spec: a redirect target is opened with a full page load, which the notice must outlive.
    if (target) {
      carryNotice('purchased')
      window.location.assign(target)
      return
    }
    toasts.show('success', t`Purchase Success`)
    toasts.show('info', t`You will receive an SMS confirmation shortly.`)
    void router.navigate({ to: '/profile', replace: true })
  }, [t, redirectRoute, router])

  const flow = useOtpFlow({ send, verify, onVerified })
  return (
    <div className="mx-auto max-w-md">
      <div className="flex items-center gap-3 px-4 pt-6">
        <OperatorLogo provider="atom" size={44} />
        <div>
          <h2 className="text-xl font-semibold">
            <LangRuns text={t`Confirm your ATOM subscription`} />
          </h2>
          <p className={`text-sm ${MUTED}`}>
            <LangRuns text={t`ATOM sent a code to this number by SMS.`} />
          </p>
        </div>
      </div>
      <OtpEntry flow={flow} phone={displayPhone(phoneNumber)} submitLabel={t`Confirm`} />
    </div>
  )
}
