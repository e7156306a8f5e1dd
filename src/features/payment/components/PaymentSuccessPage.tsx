import { useEffect, useRef } from 'react'
import { useRouter } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { safeRedirect } from '../../../lib/redirect'
import { toasts } from '../../../ui/toast/toast-store'
import { useServices } from '../../../ui/use-services'
import { refreshMyProfile } from '../../profile/actions'
import { BUTTON, MUTED } from '../../auth/components/ui-classes'
import { isAppSchemeRedirect } from '../app-scheme'

/**
 * payment-success: where an operator's payment page returns. Titled Processing, with the SMS note;
 * the action goes to redirectRoute (or home): "Go back to app" for the app's own scheme, else "Watch now".
 */
export function PaymentSuccessPage({ redirectRoute, status }: { redirectRoute?: string; status?: string }) {
  const { t } = useLingui()
  const router = useRouter()
  const services = useServices()
  const toasted = useRef(false)

  useEffect(() => {
    if (toasted.current) return
    toasted.current = true
    if (status === 'success') toasts.show('success', t`Purchase Success`)
    else if (status === 'failed' || status === 'cancelled') toasts.show('error', t`Purchase Failed`)
    void refreshMyProfile(services)
  }, [status, t, services])

  const toApp = isAppSchemeRedirect(redirectRoute)
  const go = () => {
    if (toApp && redirectRoute) window.location.assign(redirectRoute.trim())
    else void router.navigate({ href: safeRedirect(redirectRoute, '/'), replace: true })
  }

  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-4 px-6 py-12 text-center">
      <span aria-hidden="true" className="size-12 animate-spin rounded-full border-4 border-primary-strong border-t-transparent motion-reduce:animate-none" />
      <h2 className="text-xl font-semibold">{t`Processing`}</h2>
      <p className={MUTED}>{t`Your payment is being processed. You will receive an SMS when your subscription is active.`}</p>
      <button type="button" onClick={go} className={`${BUTTON} mt-4`}>
        {toApp ? t`Go back to app` : t`Watch now`}
      </button>
    </div>
  )
}
