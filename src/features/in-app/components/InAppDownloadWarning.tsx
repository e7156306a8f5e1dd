import { useLingui } from '@lingui/react/macro'
import { LangRuns } from '../../../ui/LangRuns'
import { inAppHere } from '../detect'
import { HOST_NAMES } from '../host-name'
import { OpenInChrome } from './OpenInChrome'

/** Inside the download sheet: the host app may delete what is downloaded here. Nothing in a real browser. */
export function InAppDownloadWarning() {
  const { t } = useLingui()
  const here = inAppHere()
  if (!here) return null
  const app = here.host === 'webview' ? null : HOST_NAMES[here.host]
  return (
    <div
      role="note"
      data-testid="in-app-download-warning"
      className="mt-3 rounded-lg bg-amber-50 p-3 text-sm text-amber-950 dark:bg-amber-950 dark:text-amber-50"
    >
      <p>
        {/* The brands keep their own language inside Burmese text, for screen readers. */}
        <LangRuns
          text={
            app
              ? t`${app} may delete this download when it clears its storage. To keep downloads, open this app in Chrome.`
              : t`The app you opened this in may delete this download when it clears its storage. To keep downloads, open this app in Chrome.`
          }
        />
      </p>
      {here.missing.backgroundFetch && <p className="mt-1">{t`Here a download goes on only while this page stays open.`}</p>}
      <OpenInChrome android={here.android} className="mt-1 min-h-11 font-semibold underline underline-offset-2" />
    </div>
  )
}
