import { useState } from 'react'
import { useRouter } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { toasts } from '../../../ui/toast/toast-store'
import { describeFailure } from '../../../ui/errors/failure-view'
import { heLogin } from '../actions'
import { useViewer, useHeOffer } from '../queries'
import { useServices } from '../../../ui/use-services'
import { welcomeText } from '../welcome'
import { displayPhone } from '../../../lib/phone-format'
import { OPERATOR_NAMES, OperatorLogo, toLogoProvider } from '../../../ui/OperatorLogo'
import { BUTTON, CARD, MUTED } from '../../../ui/classes'

/** Header-enrichment login (spec sections 2 and 4): only with an HE token and nobody logged in. */
export function HeLoginCard({ className = 'mx-4 mt-4' }: { className?: string }) {
  const { t, i18n } = useLingui()
  const services = useServices()
  const router = useRouter()
  const user = useViewer()
  const offer = useHeOffer(user === null)
  const [busy, setBusy] = useState(false)

  if (user !== null || offer.status !== 'ready') return null
  const provider = toLogoProvider(offer.check.info.provider)
  if (!provider) return null
  const operator = OPERATOR_NAMES[provider]
  const phone = displayPhone(offer.check.info.phone)

  const login = async () => {
    setBusy(true)
    const result = await heLogin(services)
    setBusy(false)
    if (result.ok) {
      await router.navigate({ to: '/profile' })
      toasts.show('success', welcomeText(i18n, result.value))
      return
    }
    if (result.failure.type === 'HeNetworkSwitchedFailure') {
      toasts.show('error', t`You are no longer on your operator's mobile network. Log in with your phone number.`)
    } else {
      toasts.show('error', i18n._(describeFailure(result.failure).title))
    }
  }

  return (
    <section aria-label={t`Log in with ${operator}`} className={`${CARD} ${className} flex flex-col gap-3`}>
      <div className="flex items-center gap-4">
        <OperatorLogo provider={provider} />
        <div className="min-w-0 flex-1">
          <p className="font-semibold">{t`You are on the ${operator} network`}</p>
          <p className={`text-sm ${MUTED}`}>{t`Log in free as ${phone}`}</p>
        </div>
      </div>
      <button type="button" onClick={() => void login()} disabled={busy} className={`${BUTTON} w-full py-2`}>
        {busy ? t`Logging in…` : t`Login`}
      </button>
    </section>
  )
}
