import { useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import { LangRuns } from '../../../ui/LangRuns'
import type { InAppHere } from '../detect'
import { dismissNotice, noticeDismissed } from '../notice-store'
import { HOST_NAMES } from '../host-name'
import { OpenInChrome } from './OpenInChrome'

/** The first-start line inside an in-app browser: once, until dismissed, naming the host app. */
export function InAppNotice({ here }: { here: InAppHere }) {
  const { t } = useLingui()
  const [hidden, setHidden] = useState(noticeDismissed)
  if (hidden) return null
  const dismiss = () => {
    dismissNotice()
    setHidden(true)
  }
  const app = here.host === 'webview' ? null : HOST_NAMES[here.host]
  return (
    <section
      aria-label={t`In-app browser`}
      data-testid="in-app-notice"
      className="sticky top-[var(--header-height)] z-30 flex items-start gap-3 bg-sky-50 px-4 py-2 text-sm text-slate-900 md:ml-20 lg:ml-56 dark:bg-slate-800 dark:text-slate-100"
    >
      <div className="flex-1">
        <p>
          {/* The brands keep their own language inside Burmese text, for screen readers. */}
          <LangRuns
            text={
              app
                ? t`You're inside ${app}. Downloads and your login stay in ${app}'s browser; open in Chrome to keep them.`
                : t`You're inside another app's browser. Downloads and your login stay there; open in Chrome to keep them.`
            }
          />
        </p>
        <OpenInChrome
          android={here.android}
          className="mt-1 min-h-11 rounded-lg px-3 font-semibold text-primary-strong underline underline-offset-2 dark:text-sky-300"
        />
      </div>
      <button
        type="button"
        onClick={dismiss}
        aria-label={t`Dismiss`}
        className="grid size-11 shrink-0 place-items-center rounded-full hover:bg-slate-50 dark:hover:bg-slate-800"
      >
        <span aria-hidden="true">✕</span>
      </button>
    </section>
  )
}
