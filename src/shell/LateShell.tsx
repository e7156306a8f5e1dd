import { createPortal } from 'react-dom'
import { Toaster } from '../ui/toast/Toaster'
import { BackExit } from './BackExit'
import { ScreenFocus } from './ScreenFocus'
import { SkipLink } from './SkipLink'
import { OfflineBar, StorageNotice } from './OfflineBar'
import { HeaderDownloads } from '../features/downloads/components/HeaderDownloads'
import { AllowanceWarning } from '../features/data-saver/AllowanceWarning'
import { InAppSlot } from '../features/in-app/components/InAppSlot'

/** What the first screen does not show, in one late import rather than one per part. */
export function LateShell() {
  // Joins the header from here: a slot in the header would cost start-up bytes.
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
