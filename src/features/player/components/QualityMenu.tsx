import { useEffect, useId, useRef, useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import type { LevelInfo } from '../player-config'
import { CheckIcon, GearIcon } from './icons'
import { useMenuDismiss } from './use-menu-dismiss'

export interface QualityMenuProps {
  levels: LevelInfo[]
  /** -1 is automatic. */
  chosen: number
  /** The rendition now on screen. */
  playing: number
  onChoose(index: number): void
  onOpenChange?(open: boolean): void
}

/** Auto plus one entry per rendition, richest first. */
export function QualityMenu({ levels, chosen, playing, onChoose, onOpenChange }: QualityMenuProps) {
  const { t } = useLingui()
  const [open, setOpen] = useState(false)
  const onOpenChangeRef = useRef(onOpenChange)
  useEffect(() => {
    onOpenChangeRef.current = onOpenChange
  })
  useEffect(() => onOpenChangeRef.current?.(open), [open])
  const menuId = useId()
  const buttonRef = useRef<HTMLButtonElement>(null)
  const menuRef = useRef<HTMLDivElement>(null)

  useMenuDismiss(open, { button: buttonRef, menu: menuRef, focusSelector: '[aria-checked="true"]', close: () => setOpen(false) })

  if (levels.length === 0) return null
  const order = levels.map((l, index) => ({ ...l, index })).sort((a, b) => b.height - a.height || b.bitrate - a.bitrate)
  const label = (h: number) => (h > 0 ? `${h}p` : t`Unknown`)
  const current = levels[playing]
  const height = current ? label(current.height) : null
  const summary = chosen === -1 ? (height ? t`Auto (${height})` : t`Auto`) : label(levels[chosen]?.height ?? 0)

  const choose = (index: number) => {
    onChoose(index)
    setOpen(false)
    buttonRef.current?.focus()
  }

  const item = (index: number, text: string) => (
    <button
      key={index}
      type="button"
      role="menuitemradio"
      aria-checked={chosen === index}
      onClick={() => choose(index)}
      className="flex w-full items-center gap-3 px-4 py-2 text-left text-sm hover:bg-white/10 focus-visible:bg-white/10"
    >
      <span className="size-5">{chosen === index && <CheckIcon className="size-5" />}</span>
      <span translate="no">{text}</span>
    </button>
  )

  return (
    <div className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={t`Quality: ${summary}`}
        onClick={() => setOpen((o) => !o)}
        className="flex h-11 min-w-11 items-center justify-center gap-1 rounded-full px-2 hover:bg-white/15"
      >
        <GearIcon />
        {/* At 360 px the bar has room for the icon alone; the name still says the choice. */}
        <span className="hidden text-xs font-medium sm:inline" aria-hidden="true">
          {summary}
        </span>
      </button>
      {open && (
        <div
          ref={menuRef}
          id={menuId}
          role="menu"
          aria-label={t`Quality`}
          className="absolute right-0 bottom-12 z-10 min-w-40 overflow-hidden rounded-lg bg-slate-900/95 py-1 shadow-lg ring-1 ring-white/10"
        >
          {item(-1, t`Auto`)}
          {order.map((l) => item(l.index, label(l.height)))}
        </div>
      )}
    </div>
  )
}
