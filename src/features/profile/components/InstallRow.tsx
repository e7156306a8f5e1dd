import { useState } from 'react'
import { createPortal } from 'react-dom'
import { useLingui } from '@lingui/react/macro'
import { Modal } from '../../../ui/Modal'
import { useIsInstalled } from '../queries'
import { installApp } from '../actions'
import { MenuButton } from './MenuRow'
import { DownloadIcon } from './RowIcons'

/** "Install app": the browser's prompt where offered, else how to install from its menu; hidden once installed. */
export function InstallRow() {
  const { t } = useLingui()
  const installed = useIsInstalled()
  const [howTo, setHowTo] = useState(false)
  if (installed) return null
  const label = t`Install app`
  const install = async () => {
    if ((await installApp()) === 'unavailable') setHowTo(true)
  }
  return (
    <>
      <MenuButton icon={<DownloadIcon />} label={label} onClick={() => void install()} />
      {/* Beside the menu's list, not in it: a list holds only its rows. */}
      {howTo &&
        createPortal(
          <Modal open onClose={() => setHowTo(false)} label={label}>
            <h2 className="pr-10 text-lg font-semibold">{label}</h2>
            <p className="mt-3">{t`This browser does not offer to install the app from here. Open the browser's menu (⋮ or the Share button) and choose "Add to Home screen" or "Install app".`}</p>
            <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">{t`The app then opens from your home screen, like any other app.`}</p>
            <div className="mt-5 flex justify-end">
              <button
                type="button"
                onClick={() => setHowTo(false)}
                className="min-h-11 rounded-lg bg-primary-strong px-6 font-medium text-white hover:bg-sky-800"
              >
                {t`OK`}
              </button>
            </div>
          </Modal>,
          document.body,
        )}
    </>
  )
}
