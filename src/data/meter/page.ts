import { recordBytes } from './record'
import { observeTransfers, type Meter } from './observe'

let started: Meter | null = null

/**
 * Starts counting the page's own transfers, once per page; what gathered is written when the page is
 * hidden, as it may not come back.
 */
export function startPageMeter(): Meter {
  if (started) return started
  const meter = observeTransfers((c, b, at) => recordBytes(c, b, at), location.origin, 'page')
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') void meter.flush()
  })
  started = meter
  return meter
}
