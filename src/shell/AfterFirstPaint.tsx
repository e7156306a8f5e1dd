import { Suspense, startTransition, useEffect, useState, type ReactNode } from 'react'
import { afterFirstPaint } from '../pwa/after-first-paint'
import { catalogueReady } from '../i18n/i18n'

/**
 * Renders its (lazy) children only once the page has loaded and gone idle: shell behaviour that the
 * first screen does not show stays out of the first download on a slow link.
 */
export function AfterFirstPaint({ children }: { children: ReactNode }) {
  const [ready, setReady] = useState(false)
  // They speak with the second catalogue's strings, which start-up fetches (src/i18n/i18n.ts). Drawn
  // as a transition, in slices the phone can answer a tap between.
  useEffect(() => afterFirstPaint(() => void catalogueReady().finally(() => startTransition(() => setReady(true)))), [])
  return ready ? <Suspense fallback={null}>{children}</Suspense> : null
}
