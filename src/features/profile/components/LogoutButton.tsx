import { lazy, Suspense, useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import { Modal } from '../../../ui/Modal'
import { toasts } from '../../../ui/toast/toast-store'
import { describeFailure } from '../../../ui/errors/failure-view'
import { useServices } from '../../../ui/use-services'
import { BUTTON_DANGER, BUTTON_OUTLINE } from '../../../ui/classes'
import { logoutNow } from '../actions'
import { LogoutIcon } from './RowIcons'

// Read only once the warning opens: the downloads' database stays closed on the profile page.
const DownloadsNote = lazy(() =>
  import(/* chunk: title-extras */ '../../downloads/components/LogoutNote').then((m) => ({ default: m.LogoutNote })),
)

/** Logout, only when logged in, after the warning that usage records will be deleted. */
export function LogoutButton() {
  const { t, i18n } = useLingui()
  const services = useServices()
  const [open, setOpen] = useState(false)
  const [busy, setBusy] = useState(false)

  const confirm = async () => {
    setBusy(true)
    const result = await logoutNow(services)
    setBusy(false)
    setOpen(false)
    if (result.ok) toasts.show('success', t`Logout Success`)
    else toasts.show('error', i18n._(describeFailure(result.failure).title))
  }

  return (
    <div className="px-4">
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="flex w-full items-center justify-center gap-2 rounded-xl border border-red-300 bg-white px-4 py-3 font-semibold text-red-700 hover:bg-red-50 dark:border-red-900 dark:bg-slate-900 dark:text-red-300 dark:hover:bg-red-950/40"
      >
        <LogoutIcon />
        {t`Logout`}
      </button>
      <Modal open={open} onClose={() => !busy && setOpen(false)} label={t`Logout`}>
        <h2 className="pr-8 text-lg font-semibold">{t`Log out?`}</h2>
        <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">
          {t`Your usage records on this device (favorites, watch history and changes waiting to sync) will be deleted.`}
        </p>
        {open && (
          <Suspense fallback={null}>
            <DownloadsNote />
          </Suspense>
        )}
        <div className="mt-6 flex justify-end gap-3">
          <button type="button" onClick={() => setOpen(false)} disabled={busy} className={`${BUTTON_OUTLINE} px-4 py-2`}>
            {t`Cancel`}
          </button>
          <button type="button" onClick={() => void confirm()} disabled={busy} className={`${BUTTON_DANGER} px-4 py-2`}>
            {busy ? t`Logging out…` : t`Logout`}
          </button>
        </div>
      </Modal>
    </div>
  )
}
