import { useEffect, useState, useSyncExternalStore } from 'react'
import type { HeCheck } from '../../api/schemas/account'
import { checkHe } from './actions'
import { heTokenStore } from './he-token-store'
import { useServices } from '../../ui/use-services'

export { useViewer } from '../../ui/use-viewer'

export function useHeToken(): string | null {
  return useSyncExternalStore(heTokenStore.subscribe, heTokenStore.get, () => null)
}

export type HeOffer = { status: 'none' } | { status: 'checking' } | { status: 'ready'; check: HeCheck }

/** The operator offer of the HE card: checked once per token while nobody is logged in. */
export function useHeOffer(enabled: boolean): HeOffer {
  const services = useServices()
  const token = useHeToken()
  const [result, setResult] = useState<{ token: string; check: HeCheck | null } | null>(null)

  useEffect(() => {
    if (!enabled || !token) return
    let live = true
    void checkHe(services).then((answer) => {
      if (live) setResult({ token, check: answer.ok ? answer.value : null })
    })
    return () => {
      live = false
    }
  }, [enabled, token, services])

  if (!enabled || !token) return { status: 'none' }
  if (!result || result.token !== token) return { status: 'checking' }
  return result.check ? { status: 'ready', check: result.check } : { status: 'none' }
}
