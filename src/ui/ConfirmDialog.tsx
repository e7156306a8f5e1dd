import { useState, type ReactNode } from 'react'
import { Modal } from './Modal'
import { BUTTON_DANGER, BUTTON_OUTLINE } from './classes'

type Props = { open: boolean; onClose: () => void; onConfirm: () => Promise<unknown>; label: string; title: string; children?: ReactNode }
/** The way out (the default), the step, and the step's words while it runs. */
type Words = { keep: string; confirm: string; busy: string }

/** A question before a step that cannot be undone; while the step runs the dialog stays open, its buttons off, then closes. */
export function ConfirmDialog({ open, onClose, onConfirm, label, title, words, children }: Props & { words: Words }) {
  const [busy, setBusy] = useState(false)
  const confirm = async () => {
    setBusy(true)
    await onConfirm()
    setBusy(false)
    onClose()
  }
  return (
    <Modal open={open} onClose={() => !busy && onClose()} label={label}>
      <h2 className="pr-8 text-lg font-semibold">{title}</h2>
      {children}
      <div className="mt-6 flex justify-end gap-3">
        <button type="button" onClick={onClose} disabled={busy} className={`${BUTTON_OUTLINE} px-4 py-2`}>
          {words.keep}
        </button>
        <button type="button" onClick={() => void confirm()} disabled={busy} className={`${BUTTON_DANGER} px-4 py-2`}>
          {busy ? words.busy : words.confirm}
        </button>
      </div>
    </Modal>
  )
}
