import { useLingui } from '@lingui/react/macro'
import type { LevelInfo } from '../player-config'
import { CheckIcon, GearIcon } from './icons'
import { useMenu } from './use-menu-dismiss'
import { useRoving } from '../../../ui/use-roving'
import { LangRuns } from '../../../ui/LangRuns'
import { renditionBytes } from '../../data-saver/cost'
import { costWords } from '../../data-saver/cost-words'

export interface QualityMenuProps {
  levels: LevelInfo[]
  /** -1 is automatic. */
  chosen: number
  /** The rendition now on screen. */
  playing: number
  onChoose(index: number): void
  onOpenChange?(open: boolean): void
  /** What the rest of the stream costs at each rendition; absent when it costs nothing (a download). */
  cost?: { remainingS: number; kyatPerMb: number | null }
}

/** Auto plus one entry per rendition, richest first. */
export function QualityMenu({ levels, chosen, playing, onChoose, onOpenChange, cost }: QualityMenuProps) {
  const { t, i18n } = useLingui()
  const { open, setOpen, menuId, button: buttonRef, menu: menuRef } = useMenu('[aria-checked="true"]', onOpenChange)
  const order = levels.map((l, index) => ({ ...l, index })).sort((a, b) => b.height - a.height || b.bitrate - a.bitrate)
  // Auto first, then the renditions in the menu's order: one list for the arrow keys.
  const indices = [-1, ...order.map((l) => l.index)]
  const roving = useRoving(indices.length, indices.indexOf(chosen), { orientation: 'vertical' })

  if (levels.length === 0) return null
  const label = (h: number) => (h > 0 ? `${h}p` : t`Unknown`)
  const current = levels[playing]
  const height = current ? label(current.height) : null
  const summary = chosen === -1 ? (height ? t`Auto (${height})` : t`Auto`) : label(levels[chosen]?.height ?? 0)

  const choose = (index: number) => {
    onChoose(index)
    setOpen(false)
    buttonRef.current?.focus()
  }

  const costOf = (l: LevelInfo) =>
    cost && cost.remainingS > 0
      ? costWords(
          i18n,
          renditionBytes({ height: l.height, bandwidth: l.bitrate, averageBandwidth: l.averageBitrate }, cost.remainingS),
          cost.kyatPerMb,
        )
      : null
  const item = (index: number, text: string, price: string | null = null) => (
    <button
      key={index}
      {...roving(indices.indexOf(index))}
      type="button"
      role="menuitemradio"
      aria-checked={chosen === index}
      onClick={() => choose(index)}
      className="flex min-h-11 w-full items-center gap-3 px-4 py-2 text-left text-sm hover:bg-white/10 focus-visible:bg-white/10"
    >
      <span className="size-5">{chosen === index && <CheckIcon className="size-5" />}</span>
      <span translate="no">{text}</span>
      {price && (
        <span data-cost className="ml-auto pl-3 text-xs text-white/70 tabular-nums">
          {price}
        </span>
      )}
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
        onClick={() => setOpen(!open)}
        className="flex h-11 min-w-11 items-center justify-center gap-1 rounded-full px-2 hover:bg-white/15"
      >
        <GearIcon />
        {/* Named by its content, where "240p" keeps its own lang in the Burmese name. */}
        <span className="sr-only">
          <LangRuns text={t`Quality: ${summary}`} />
        </span>
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
          className="absolute right-0 bottom-12 z-10 min-w-40 whitespace-nowrap overflow-hidden rounded-lg bg-slate-900/95 py-1 shadow-lg ring-1 ring-white/10"
        >
          {cost && cost.remainingS > 0 && <p className="px-4 pt-1 pb-1 text-xs text-white/70">{t`Data to the end of this video`}</p>}
          {item(-1, t`Auto`)}
          {order.map((l) => item(l.index, label(l.height), costOf(l)))}
        </div>
      )}
    </div>
  )
}
