import { useEffect, useRef, type ReactNode } from 'react'
import { useLingui } from '@lingui/react/macro'
import { afterNextPaint } from './after-next-paint'

export interface ModalProps {
  open: boolean
  onClose: () => void
  /** Accessible name of the dialog. */
  label: string
  children: ReactNode
}

/** A native modal dialog: focus trapping, Escape and the backdrop come from the browser. */
export function Modal({ open, onClose, label, children }: ModalProps) {
  const { t } = useLingui()
  const ref = useRef<HTMLDialogElement | null>(null)

  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (!open) {
      if (dialog.open) dialog.close()
      return
    }
    // Focus goes back to the opener also when the dialog is unmounted rather than closed.
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null
    const giveBack = () => {
      const active = document.activeElement
      if (opener?.isConnected && (!active || active === document.body || dialog.contains(active))) opener.focus()
    }
    // showModal() restyles the whole page: in a task of its own after the paint, not in the render's.
    const cancel = afterNextPaint(() => {
      if (!dialog.open && dialog.isConnected) dialog.showModal()
    })
    return () => {
      cancel()
      // After this commit: an unmounted dialog has left the page by then.
      queueMicrotask(giveBack)
    }
  }, [open])

  return (
    <dialog
      ref={ref}
      aria-label={label}
      onClose={onClose}
      onClick={(e) => {
        if (e.target === e.currentTarget) onClose()
      }}
      className="m-auto w-[min(92vw,28rem)] rounded-xl bg-white p-0 text-slate-900 shadow-xl backdrop:bg-black/60 dark:bg-slate-900 dark:text-slate-100"
    >
      <div className="relative p-4">
        <button
          type="button"
          onClick={onClose}
          aria-label={t`Close`}
          className="absolute top-2 right-2 grid size-11 place-items-center rounded-full text-xl hover:bg-slate-100 dark:hover:bg-slate-800"
        >
          ×
        </button>
        {children}
      </div>
    </dialog>
  )
}
