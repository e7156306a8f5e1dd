import { useLayoutEffect, useState } from 'react'
import { createPortal } from 'react-dom'
import { useLingui } from '@lingui/react/macro'

/**
 * "Skip to main content", the first stop of the Tab key: drawn in a slot put first in the page, so
 * the late shell can bring it without its bytes in the start-up script.
 */
export function SkipLink() {
  const { t } = useLingui()
  const [slot] = useState(() => document.createElement('div'))
  useLayoutEffect(() => {
    document.body.prepend(slot)
    return () => slot.remove()
  }, [slot])
  return createPortal(
    // Seen only once a keyboard reaches it; a pointer passes through it to the logo.
    <a
      href="#main"
      onClick={toMain}
      className="pointer-events-none fixed top-2 left-2 z-50 opacity-0 focus-visible:opacity-100 rounded-lg bg-white px-4 py-3 font-medium text-primary-strong dark:bg-slate-900"
    >
      {t`Skip to main content`}
    </a>,
    slot,
  )
}

// Focus moves by hand: a fragment in the address would be one more entry for the router and Back.
function toMain(event: React.MouseEvent) {
  const main = document.getElementById('main')
  if (!main) return
  event.preventDefault()
  main.focus()
  main.scrollIntoView({ block: 'start' })
}
