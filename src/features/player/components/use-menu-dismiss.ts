import { useCallback, useEffect, useId, useRef, useState, type RefObject } from 'react'

/** A bar menu's state: open or not (told to `onOpenChange`), its id and refs, dismissed as below. */
export function useMenu(focusSelector: string, onOpenChange?: (open: boolean) => void) {
  const [open, setOpenState] = useState(false)
  const menuId = useId()
  const button = useRef<HTMLButtonElement>(null)
  const menu = useRef<HTMLDivElement>(null)
  const told = useRef(onOpenChange)
  useEffect(() => {
    told.current = onOpenChange
  })
  const setOpen = useCallback((next: boolean) => {
    setOpenState(next)
    told.current?.(next)
  }, [])
  useMenuDismiss(open, { button, menu, focusSelector, close: () => setOpen(false) })
  return { open, setOpen, menuId, button, menu }
}

/** An open menu takes the focus; Escape (the menu only, focus back to its button), a press outside or Tab out closes it. */
export function useMenuDismiss(
  open: boolean,
  {
    button,
    menu,
    focusSelector,
    close,
  }: { button: RefObject<HTMLElement | null>; menu: RefObject<HTMLElement | null>; focusSelector: string; close(): void },
): void {
  const closeRef = useRef(close)
  useEffect(() => {
    closeRef.current = close
  })
  useEffect(() => {
    if (!open) return
    menu.current?.querySelector<HTMLElement>(focusSelector)?.focus()
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return
      e.preventDefault()
      e.stopPropagation()
      closeRef.current()
      button.current?.focus()
    }
    const onDown = (e: PointerEvent) => {
      const target = e.target as Node
      if (!menu.current?.contains(target) && !button.current?.contains(target)) closeRef.current()
    }
    const onFocusOut = (e: FocusEvent) => {
      const to = e.relatedTarget as Node | null
      if (to && !menu.current?.contains(to) && !button.current?.contains(to)) closeRef.current()
    }
    const list = menu.current
    window.addEventListener('keydown', onKey, true)
    window.addEventListener('pointerdown', onDown)
    list?.addEventListener('focusout', onFocusOut)
    return () => {
      window.removeEventListener('keydown', onKey, true)
      window.removeEventListener('pointerdown', onDown)
      list?.removeEventListener('focusout', onFocusOut)
    }
  }, [open, button, menu, focusSelector])
}
