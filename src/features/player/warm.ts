import { useEffect } from 'react'
import { useRouter } from '@tanstack/react-router'
import { afterFirstPaint } from '../../pwa/after-first-paint'
import { connectionHints, type ConnectionHints } from '../data-saver/setting'
import { preloadEngine } from './engine-loader'

const NO_WARM_UP = new Set(['slow-2g', '2g'])

let warmed = false

/** Not when the viewer asked the browser to save data, nor on 2G, where it would slow the page's images. */
export function mayWarmUp(hints: ConnectionHints): boolean {
  return hints.saveData !== true && !(hints.effectiveType !== undefined && NO_WARM_UP.has(hints.effectiveType))
}

/**
 * Fetches the player's code (its route chunk and hls.js, about 100 KB) while the viewer reads a
 * title's page, so the tap on Watch waits only for the stream. On a 400 kbps link that code alone
 * takes over 2 s, most of the time to the first frame. Hashed chunks stay in the HTTP cache and the
 * worker's chunk cache, so this is paid once per app version (see mayWarmUp).
 */
export function usePlayerWarmUp(enabled: boolean): void {
  const router = useRouter()
  useEffect(() => {
    if (!enabled || warmed) return
    return afterFirstPaint(() => {
      if (warmed || !mayWarmUp(connectionHints())) return
      warmed = true
      preloadEngine()
      void router.loadRouteChunk(router.routesByPath['/player'])?.catch(() => undefined)
    })
  }, [enabled, router])
}
