import { afterFirstPaint } from '../../../pwa/after-first-paint'
import { connectionHints } from '../../../lib/data-saver'
import { playerCodeUrls } from './code-urls'
import { prefersHlsJs } from '../engine-loader'
import { prefetchCode } from './prefetch-code'
import { mayWarmUp } from './warm-policy'

export { mayWarmUp }

let warmed = false

/**
 * Fetches the player's code (its route's chunks and hls.js, about 100 KB) once the page is idle, so
 * the tap on Watch waits only for the stream. On a 400 kbps link that code alone takes over 2 s, most
 * of the time to the first frame. It is fetched, not run: compiling hls.js took the longest task of a
 * title page's load on a cheap phone, and the tap compiles it in a fraction of the download it saves.
 * Hashed chunks stay in the HTTP cache and the worker's chunk cache, so this is paid once per app
 * version (see mayWarmUp). Returns a cancel function.
 */
export function warmPlayer(): () => void {
  if (warmed) return () => undefined
  return afterFirstPaint(() => {
    if (warmed || !mayWarmUp(connectionHints())) return
    warmed = true
    void prefetchCode(playerCodeUrls(document, prefersHlsJs()))
  })
}
