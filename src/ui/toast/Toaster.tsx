import { useSyncExternalStore } from 'react'
import { useLingui } from '@lingui/react/macro'
import { toasts as defaultStore, type ToastKind, type ToastStore } from './toast-store'

const KIND_CLASSES: Record<ToastKind, string> = {
  success: 'bg-emerald-700 text-white',
  info: 'bg-slate-800 text-white dark:bg-slate-200 dark:text-slate-900',
  error: 'bg-red-700 text-white',
}

export function Toaster({ store = defaultStore }: { store?: ToastStore }) {
  const { t } = useLingui()
  const items = useSyncExternalStore(store.subscribe, store.getSnapshot)
  return (
    <div
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 bottom-[calc(4.5rem+env(safe-area-inset-bottom))] z-50 flex flex-col items-center gap-2 px-4 md:bottom-6"
    >
      {items.map((toast) => (
        <div
          key={toast.id}
          role={toast.kind === 'error' ? 'alert' : 'status'}
          className={`pointer-events-auto flex max-w-md items-center gap-4 rounded-lg px-4 py-3 text-sm shadow-lg ${KIND_CLASSES[toast.kind]}`}
        >
          <span>{toast.message}</span>
          {toast.action && (
            <button
              type="button"
              className="ml-auto shrink-0 font-semibold underline underline-offset-2"
              onClick={() => {
                store.dismiss(toast.id)
                toast.action?.run()
              }}
            >
              {toast.action.label}
            </button>
          )}
          {toast.duration === null && (
            <button type="button" aria-label={t`Close`} className="shrink-0 px-1" onClick={() => store.dismiss(toast.id)}>
              ×
            </button>
          )}
        </div>
      ))}
    </div>
  )
}
