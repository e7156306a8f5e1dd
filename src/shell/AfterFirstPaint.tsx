import { Suspense, useEffect, useState, type ReactNode } from 'react'
import { afterFirstPaint } from '../pwa/after-first-paint'
import { catalogueReady } from '../i18n/i18n'

/**
 * Renders its (lazy) children only once the page has loaded and gone idle: shell behaviour that the
 * first screen does not show stays out of the first download on a slow link.
 */
export function AfterFirstPaint({ children }: { children: ReactNode }) {
  const [ready, setReady] = useState(false)
  // They speak with the second catalogue's strings, which start-up fetches (src/i18n/i18n.ts).
  useEffect(() => afterFirstPaint(() => void catalogueReady().finally(() => setReady(true))), [])
  return ready ? <Suspense fallback={null}>{children}</Suspense> : null
}
