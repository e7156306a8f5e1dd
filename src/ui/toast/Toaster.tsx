import { useEffect, useState, useSyncExternalStore } from 'react'
import { useLingui } from '@lingui/react/macro'
import { LangRuns } from '../LangRuns'
import { toasts as defaultStore, type Toast, type ToastKind, type ToastStore } from './toast-store'

const KIND_CLASSES: Record<ToastKind, string> = {
  success: 'bg-emerald-700 text-white',
  info: 'bg-slate-800 text-white dark:bg-slate-200 dark:text-slate-900',
  error: 'bg-red-700 text-white',
}

export function Toaster({ store = defaultStore }: { store?: ToastStore }) {
  const { t } = useLingui()
  const items = useSyncExternalStore(store.subscribe, store.getSnapshot)
  // Toasts raised before the toaster mounted wait a frame, so they go into a region already there.
  const [known, setKnown] = useState(false)
  useEffect(() => {
    const id = requestAnimationFrame(() => setKnown(true))
    return () => cancelAnimationFrame(id)
  }, [])
  const shown = known ? items : []
  const item = (toast: Toast) => (
    <div
      key={toast.id}
      // An alert is announced as it appears; the others through the polite region that holds them.
      role={toast.kind === 'error' ? 'alert' : undefined}
      className={`pointer-events-auto flex max-w-md items-center gap-4 rounded-lg px-4 py-3 text-sm shadow-lg ${KIND_CLASSES[toast.kind]}`}
    >
      <span>
        <LangRuns text={toast.message} />
      </span>
      {toast.action && (
        <button
          type="button"
          className="ml-auto min-h-11 shrink-0 font-semibold underline underline-offset-2"
          onClick={() => {
            store.dismiss(toast.id)
            toast.action?.run()
          }}
        >
          {toast.action.label}
        </button>
      )}
      {toast.duration === null && (
        <button
          type="button"
          aria-label={t`Close`}
          className="grid size-11 shrink-0 place-items-center"
          onClick={() => store.dismiss(toast.id)}
        >
          ×
        </button>
      )}
    </div>
  )
  return (
    <div className="pointer-events-none fixed inset-x-0 bottom-[calc(4.5rem+env(safe-area-inset-bottom))] z-50 flex flex-col items-center gap-2 px-4 md:bottom-6">
      {/* Mounted from the start and empty: what goes into it later is announced (WCAG 4.1.3). */}
      <div role="status" data-testid="toasts" className="flex flex-col items-center gap-2">
        {shown.filter((x) => x.kind !== 'error').map(item)}
      </div>
      {shown.filter((x) => x.kind === 'error').map(item)}
    </div>
  )
}
