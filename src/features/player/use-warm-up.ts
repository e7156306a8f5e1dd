import { useEffect } from 'react'
import { connectionHints } from '../../lib/data-saver'
import { mayWarmUp } from './warm/warm-policy'

/** Warms the player (warm.ts) while a screen leading to it shows; the warm-up's code loads on demand. */
export function usePlayerWarmUp(enabled: boolean): void {
  useEffect(() => {
    // Where no warm-up may run (Save-Data, 2G), its code is not fetched either: two files a title's page would pay for nothing.
    if (!enabled || !mayWarmUp(connectionHints())) return
    let cancel: (() => void) | undefined
    let live = true
    void import('./warm/warm').then(
      (m) => {
        if (live) cancel = m.warmPlayer()
      },
      () => undefined,
    )
    return () => {
      live = false
      cancel?.()
    }
  }, [enabled])
}
