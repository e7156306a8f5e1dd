import { msg } from '@lingui/core/macro'
import { i18n } from '../i18n/i18n'
import { toasts } from '../ui/toast/toast-store'
import { setUpdateListener } from './register'

/** A waiting version is offered, never forced: it takes over only when the viewer taps Reload. */
export function offerUpdates(): void {
  setUpdateListener((applyUpdate) => {
    toasts.show('info', i18n._(msg`A new version is available`), {
      duration: null,
      action: { label: i18n._(msg`Reload`), run: applyUpdate },
    })
  })
}
