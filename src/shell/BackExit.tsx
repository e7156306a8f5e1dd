import { useEffect } from 'react'
import { useRouter } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { toasts } from '../ui/toast/toast-store'
import { startBackExit } from './back-exit'

/** Mounted once in the shell: the second-back-press-exits behaviour at home. */
export function BackExit() {
  const router = useRouter()
  const { i18n } = useLingui()
  useEffect(() => {
    const gate = startBackExit(router.history, {
      hint: () => toasts.show('info', i18n._(msg`Press back again to exit`)),
    })
    const activation = (navigator as Navigator & { userActivation?: { hasBeenActive: boolean } }).userActivation
    if (activation?.hasBeenActive) gate.arm()
    const onInteract = () => gate.arm()
    window.addEventListener('pointerdown', onInteract, { capture: true })
    window.addEventListener('keydown', onInteract, { capture: true })
    return () => {
      gate.stop()
      window.removeEventListener('pointerdown', onInteract, { capture: true })
      window.removeEventListener('keydown', onInteract, { capture: true })
    }
  }, [router, i18n])
  return null
}
