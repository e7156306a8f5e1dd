import type { AnyRouter } from '@tanstack/react-router'
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
 * Fetches the player's code (its route chunk and hls.js, about 100 KB) once the page is idle, so the
 * tap on Watch waits only for the stream. On a 400 kbps link that code alone takes over 2 s, most of
 * the time to the first frame. Hashed chunks stay in the HTTP cache and the worker's chunk cache, so
 * this is paid once per app version (see mayWarmUp). Returns a cancel function.
 */
export function warmPlayer(router: AnyRouter): () => void {
  if (warmed) return () => undefined
  return afterFirstPaint(() => {
    if (warmed || !mayWarmUp(connectionHints())) return
    warmed = true
    preloadEngine()
    const route = router.routesByPath['/player' as keyof typeof router.routesByPath] as Parameters<AnyRouter['loadRouteChunk']>[0] | undefined
    if (route) void router.loadRouteChunk(route)?.catch(() => undefined)
  })
}
