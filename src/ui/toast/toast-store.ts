export type ToastKind = 'success' | 'info' | 'error'

export interface ToastAction {
  label: string
  run: () => void
}

export interface Toast {
  id: number
  kind: ToastKind
  message: string
  action?: ToastAction
  /** Milliseconds on screen; `null` stays until acted on or dismissed. */
  duration: number | null
}

/** Spec section 9: a toast vanishes after 3 seconds. */
export const TOAST_DURATION_MS = 3000

type Listener = () => void

/** A tiny external store, so non-React code (actions, the update offer) can raise toasts. */
export function createToastStore(schedule: (fn: () => void, ms: number) => unknown = setTimeout) {
  let toasts: readonly Toast[] = []
  let nextId = 1
  const listeners = new Set<Listener>()
  const emit = () => listeners.forEach((l) => l())

  function dismiss(id: number): void {
    const next = toasts.filter((t) => t.id !== id)
    if (next.length !== toasts.length) {
      toasts = next
      emit()
    }
  }

  function show(kind: ToastKind, message: string, options: { action?: ToastAction; duration?: number | null } = {}): number {
    const id = nextId++
    const duration = options.duration === undefined ? TOAST_DURATION_MS : options.duration
    toasts = [...toasts, { id, kind, message, action: options.action, duration }]
    emit()
    if (duration !== null) schedule(() => dismiss(id), duration)
    return id
  }

  return {
    show,
    dismiss,
    getSnapshot: () => toasts,
    subscribe(listener: Listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}

export type ToastStore = ReturnType<typeof createToastStore>

export const toasts = createToastStore()
