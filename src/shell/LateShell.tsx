import { createPortal } from 'react-dom'
import { Toaster } from '../ui/toast/Toaster'
import { BackExit } from './BackExit'
import { ScreenFocus } from './ScreenFocus'
import { SkipLink } from './SkipLink'
import { OfflineBar, StorageNotice } from './OfflineBar'
import { HeaderDownloads } from '../features/downloads/components/HeaderDownloads'
import { AllowanceWarning } from '../features/data-saver/AllowanceWarning'
import { InAppSlot } from '../features/in-app/components/InAppSlot'

/**
 * The shell's parts that the first screen does not show, loaded after the first paint: one late
 * import costs the start-up script less than one per part.
 */
export function LateShell() {
  // The downloading sign joins the header's end from here: a slot kept in the header for it would
  // cost the start-up script bytes it does not have.
  const header = document.querySelector('header')
  return (
    <>
      <SkipLink />
      <OfflineBar />
      <StorageNotice />
      <Toaster />
      <BackExit />
      <ScreenFocus />
      <AllowanceWarning />
      <InAppSlot />
      {header && createPortal(<HeaderDownloads />, header)}
    </>
  )
}
