import { lazy, Suspense } from 'react'
import { inAppHere } from '../detect'
import { noticeDismissed } from '../notice-store'

// Only viewers inside an in-app browser load the line's code.
const InAppNotice = lazy(() => import('./InAppNotice').then((m) => ({ default: m.InAppNotice })))

/** Where the shell mounts the in-app browser line; nothing at all in a real browser. */
export function InAppSlot() {
  const here = inAppHere()
  // Decided here, so a viewer who dismissed the line never loads its code again.
  if (!here || noticeDismissed()) return null
  return (
    <Suspense fallback={null}>
      <InAppNotice here={here} />
    </Suspense>
  )
}
