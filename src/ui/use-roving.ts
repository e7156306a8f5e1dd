import { useRef, useState, type FocusEvent, type KeyboardEvent } from 'react'
import { rovingTarget, type RovingOrientation } from './roving'

export interface RovingOptions {
  orientation?: RovingOrientation
  /** The focus moved to item `index` by a key: a radio group checks it there (selection follows focus). */
  onMove?(index: number): void
}

export interface RovingItemProps {
  ref(el: HTMLElement | null): void
  tabIndex: 0 | -1
  onKeyDown(e: KeyboardEvent<HTMLElement>): void
  onFocus(): void
  onBlur(e: FocusEvent<HTMLElement>): void
}

/**
 * A roving tabindex over `count` items: the group is one Tab stop (the `selected` item, else the
 * first), and the arrow keys, Home and End move the focus inside it. Spread `item(i)` on item i.
 */
export function useRoving(
  count: number,
  selected: number,
  { orientation = 'both', onMove }: RovingOptions = {},
): (index: number) => RovingItemProps {
  const items = useRef<Array<HTMLElement | null>>([])
  // The item holding the focus while the group has it; otherwise the Tab stop is the selection.
  const [focused, setFocused] = useState<number | null>(null)
  const stop = focused !== null && focused < count ? focused : selected >= 0 && selected < count ? selected : 0

  return (index) => ({
    ref: (el) => {
      items.current[index] = el
    },
    tabIndex: index === stop ? 0 : -1,
    onKeyDown: (e) => {
      if (e.altKey || e.ctrlKey || e.metaKey) return
      const to = rovingTarget(e.key, index, count, orientation)
      if (to === null) return
      e.preventDefault()
      setFocused(to)
      items.current[to]?.focus()
      onMove?.(to)
    },
    onFocus: () => setFocused(index),
    onBlur: (e) => {
      // Leaving the group: the Tab stop goes back to the selection.
      if (!items.current.includes(e.relatedTarget as HTMLElement | null)) setFocused(null)
    },
  })
}
