import { msg } from '@lingui/core/macro'
import type { I18n } from '@lingui/core'
import type { AppServices } from '../../data'
import { readCurrentUser } from '../../data/session-store'
import { toasts } from '../../ui/toast/toast-store'
import { heLogin } from './actions'
import { heTokenStore } from './he-token-store'
import { welcomeText } from './welcome'

interface Navigator {
  navigate(opts: { to: '/profile'; replace: boolean }): unknown
}

/** Spec section 2: at start-up an HE user (a vouched token, nobody logged in) is logged in and lands on /profile. */
export async function loginWithHeAtStartup(services: AppServices, router: Navigator, i18n: I18n): Promise<void> {
  if (!heTokenStore.get() || (await readCurrentUser(services.db))) return
  const result = await heLogin(services)
  if (result.ok) {
    await router.navigate({ to: '/profile', replace: true })
    toasts.show('success', welcomeText(i18n, result.value))
  } else if (result.failure.type === 'HeNetworkSwitchedFailure') {
    toasts.show('info', i18n._(msg`You are no longer on your operator's mobile network. Log in with your phone number.`))
  }
}
