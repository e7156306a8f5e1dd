import { useEffect } from 'react'

/**
 * Warms the player (warm.ts) while a screen that leads to it is shown. The warm-up's own code loads
 * on demand, so the screens that use this carry only these few lines.
 */
export function usePlayerWarmUp(enabled: boolean): void {
  useEffect(() => {
    if (!enabled) return
    let cancel: (() => void) | undefined
    let live = true
    void import('./warm').then(
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
