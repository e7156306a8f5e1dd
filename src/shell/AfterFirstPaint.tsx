import { Suspense, startTransition, useEffect, useState, type ReactNode } from 'react'
import { afterFirstPaint } from '../pwa/after-first-paint'
import { catalogueReady } from '../i18n/i18n'

/** Lazy children once the page has loaded and gone idle. */
export function AfterFirstPaint({ children }: { children: ReactNode }) {
  const [ready, setReady] = useState(false)
  // With the second catalogue's strings, as a transition.
  useEffect(() => afterFirstPaint(() => void catalogueReady().finally(() => startTransition(() => setReady(true)))), [])
  return ready ? <Suspense fallback={null}>{children}</Suspense> : null
}
