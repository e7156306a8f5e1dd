import { lazy, Suspense } from 'react'
import { inAppHere } from '../detect'

// Only viewers inside an in-app browser load the line's code.
const InAppNotice = lazy(() => import('./InAppNotice').then((m) => ({ default: m.InAppNotice })))

/** Where the shell mounts the in-app browser line; nothing at all in a real browser. */
export function InAppSlot() {
  const here = inAppHere()
  if (!here) return null
  return (
    <Suspense fallback={null}>
      <InAppNotice here={here} />
    </Suspense>
  )
}
