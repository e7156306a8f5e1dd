import { useEffect, useState, useSyncExternalStore } from 'react'
import { useLiveQuery } from '../../ui/use-live-query'
import type { HeCheck, UserInfo } from '../../api/schemas/account'
import { readCurrentUser } from '../../data/session-store'
import { checkHe } from './actions'
import { heTokenStore } from './he-token-store'
import { useServices } from '../../ui/use-services'

/** The logged-in viewer; `undefined` while loading, null when logged out. */
export function useCurrentUser(): UserInfo | null | undefined {
  const { db } = useServices()
  return useLiveQuery(() => readCurrentUser(db), [db])
}

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
