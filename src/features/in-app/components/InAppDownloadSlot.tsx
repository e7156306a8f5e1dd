import { lazy, Suspense } from 'react'
import { inAppHere } from '../detect'

// Only viewers inside an in-app browser load the warning's code: a title's page stays light elsewhere.
const InAppDownloadWarning = lazy(() => import('./InAppDownloadWarning').then((m) => ({ default: m.InAppDownloadWarning })))

/** Where the download sheet mounts the in-app browser's warning; nothing at all in a real browser. */
export function InAppDownloadSlot() {
  if (!inAppHere()) return null
  return (
    <Suspense fallback={null}>
      <InAppDownloadWarning />
    </Suspense>
  )
}
