import type { ReactNode } from 'react'
import { CheckIcon } from './icons'
import { useMenu } from './use-menu-dismiss'
import { useRoving } from '../../../ui/use-roving'

export interface ChoiceGroup<T extends string | number> {
  /** Heading of the group, also its screen-reader name. */
  label: string
  options: ReadonlyArray<{ value: T; label: string; lang?: string }>
  chosen: T
  onChoose(value: T): void
}

export interface ChoiceMenuProps {
  /** The button's screen-reader name, which says the current choice. */
  label: string
  /** The menu's name. */
  menuLabel: string
  /** What the button shows. */
  children: ReactNode
  // Groups of different value types share one menu (subtitles: language, size, background).
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  groups: ReadonlyArray<ChoiceGroup<any>>
  /** Plain commands above the choices. */
  actions?: ReadonlyArray<{ label: string; onClick(): void }>
  /** Open or closed: the controls stay up while a menu is open. */
  onOpenChange?(open: boolean): void
}

/** A button opening a menu of radio choices, one group or several, closing on a choice, Escape or a tap outside. */
export function ChoiceMenu({ label, menuLabel, children, groups, actions = [], onOpenChange }: ChoiceMenuProps) {
  const { open, setOpen, menuId, button: buttonRef, menu: menuRef } = useMenu('[role="menuitem"], [aria-checked="true"]', onOpenChange)

  // Every item, commands and choices, is one list for the arrow keys.
  const checked = groups.flatMap((g) => g.options.map((o) => g.chosen === o.value))
  const item = useRoving(actions.length + checked.length, actions.length > 0 ? 0 : actions.length + checked.indexOf(true), {
    orientation: 'vertical',
  })
  const offsets = groups.map((_, gi) => actions.length + groups.slice(0, gi).reduce((n, g) => n + g.options.length, 0))

  return (
    // Not positioned: the menu opens above the bar at the player's right, so at 360 px it stays on screen.
    <div>
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={label}
        title={label}
        onClick={() => setOpen(!open)}
        className="relative flex h-11 min-w-11 items-center justify-center gap-1 rounded-full px-2 hover:bg-white/15"
      >
        {children}
      </button>
      {open && (
        <div
          ref={menuRef}
          id={menuId}
          role="menu"
          aria-label={menuLabel}
          // Landscape on a phone leaves about 360 px: the menu scrolls rather than leave the screen.
          className="pointer-events-auto absolute right-2 bottom-[7.5rem] z-10 max-h-[calc(100%-10.5rem)] min-w-44 overflow-y-auto rounded-lg bg-slate-900/95 py-1 shadow-lg ring-1 ring-white/10"
        >
          {actions.map((a, i) => (
            <button
              key={a.label}
              {...item(i)}
              type="button"
              role="menuitem"
              onClick={() => {
                a.onClick()
                setOpen(false)
              }}
              className="flex min-h-11 w-full items-center px-4 py-1 text-left text-sm font-medium hover:bg-white/10 focus-visible:bg-white/10"
            >
              {a.label}
            </button>
          ))}
          {groups.map((g, gi) => (
            <div key={g.label} role="group" aria-label={g.label}>
              {(groups.length > 1 || actions.length > 0) && (
                <div className="px-4 pt-2 pb-1 text-xs font-semibold text-white/70" aria-hidden="true">
                  {g.label}
                </div>
              )}
              {g.options.map((o, oi) => (
                <button
                  key={String(o.value)}
                  {...item((offsets[gi] ?? 0) + oi)}
                  type="button"
                  role="menuitemradio"
                  aria-checked={g.chosen === o.value}
                  lang={o.lang}
                  onClick={() => {
                    g.onChoose(o.value)
                    setOpen(false)
                    buttonRef.current?.focus()
                  }}
                  className="flex min-h-11 w-full items-center gap-3 px-4 py-1 text-left text-sm hover:bg-white/10 focus-visible:bg-white/10"
                >
                  <span className="size-5 shrink-0">{g.chosen === o.value && <CheckIcon className="size-5" />}</span>
                  <span>{o.label}</span>
                </button>
              ))}
            </div>
          ))}
        </div>
      )}
    </div>
  )
}
