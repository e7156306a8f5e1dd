import { lazy, Suspense, useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import { ConfirmDialog } from '../../../ui/ConfirmDialog'
import { toasts } from '../../../ui/toast/toast-store'
import { describeFailure } from '../../../ui/errors/failure-view'
import { useServices } from '../../../ui/use-services'
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

  const confirm = async () => {
    const result = await logoutNow(services)
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
      <ConfirmDialog
        open={open}
        onClose={() => setOpen(false)}
        onConfirm={confirm}
        label={t`Logout`}
        title={t`Log out?`}
        words={{ keep: t`Cancel`, confirm: t`Logout`, busy: t`Logging out…` }}
      >
        <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">
          {t`Your usage records on this device (favorites, watch history and changes waiting to sync) will be deleted.`}
        </p>
        {open && (
          <Suspense fallback={null}>
            <DownloadsNote />
          </Suspense>
        )}
      </ConfirmDialog>
    </div>
  )
}
