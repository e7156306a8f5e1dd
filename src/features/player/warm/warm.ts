import { afterFirstPaint } from '../../../pwa/after-first-paint'
import { connectionHints } from '../../../lib/data-saver'
import { playerCodeUrls } from './code-urls'
import { prefersHlsJs } from '../engine-loader'
import { prefetchCode } from './prefetch-code'
import { mayWarmUp } from './warm-policy'

export { mayWarmUp }

let warmed = false

/** Fetches (not runs) the player's code once the page is idle, so Watch waits only for the stream; returns a cancel. */
export function warmPlayer(): () => void {
  if (warmed) return () => undefined
  return afterFirstPaint(() => {
    if (warmed || !mayWarmUp(connectionHints())) return
    warmed = true
    void prefetchCode(playerCodeUrls(document, prefersHlsJs()))
  })
}
