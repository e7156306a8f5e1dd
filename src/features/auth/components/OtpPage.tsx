import { useCallback } from 'react'
import { useRouter } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import type { AuthResult } from '../../../api/schemas/account'
import { displayPhone } from '../../../lib/phone-format'
import { safeRedirect } from '../../../lib/redirect'
import { toasts } from '../../../ui/toast/toast-store'
import { describeFailure } from '../../../ui/errors/failure-view'
import { completeLogin, loginNotSaved, sendLoginOtp, verifyLoginOtp } from '../actions'
import { useServices } from '../../../ui/use-services'
import { useOtpFlow } from '../use-otp-flow'
import { welcomeText } from '../welcome'
import { OtpEntry } from './OtpEntry'

/** /otp-input: the code is sent on entry; once accepted the login is saved and the viewer goes on. */
export function OtpPage({ phoneNumber, redirectRoute }: { phoneNumber: string; redirectRoute?: string }) {
  const { t, i18n } = useLingui()
  const services = useServices()
  const router = useRouter()

  const send = useCallback(() => sendLoginOtp(services, phoneNumber), [services, phoneNumber])
  const verify = useCallback((code: string) => verifyLoginOtp(services, phoneNumber, code), [services, phoneNumber])
  const onVerified = useCallback(
    (auth: AuthResult) => {
      void completeLogin(services, auth).then(async (saved) => {
        if (!saved.ok) {
          // The code was right; only this device failed to keep the login, and the viewer is told so.
          const words = loginNotSaved(saved.failure)
            ? t`This device’s storage is not answering, so your login was not saved. Close the browser, open it again and log in.`
            : i18n._(describeFailure(saved.failure).title)
          toasts.show('error', words)
          return
        }
        await router.navigate({ href: safeRedirect(redirectRoute), replace: true })
        toasts.show('success', welcomeText(i18n, auth))
      })
    },
    [services, router, redirectRoute, i18n, t],
  )
  const flow = useOtpFlow({ send, verify, onVerified })

  return (
    <div className="mx-auto max-w-md">
      <h2 className="px-4 pt-6 text-xl font-semibold">{t`Enter the code`}</h2>
      <OtpEntry flow={flow} phone={displayPhone(phoneNumber)} submitLabel={t`Verify`} />
    </div>
  )
}
