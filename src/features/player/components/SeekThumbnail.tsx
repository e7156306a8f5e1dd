import { useLingui } from '@lingui/react/macro'
import { formatClock } from '../../../i18n/clock'
import { tileAt, type Tile } from '../controls/seek-preview'

/** The frame at the scrubbed moment, above the seek bar, with its time. */
export function SeekThumbnail({ tiles, at, duration }: { tiles: readonly Tile[]; at: number; duration: number }) {
  const { i18n } = useLingui()
  const tile = tileAt(tiles, at)
  if (!tile || !(duration > 0)) return null
  const pct = Math.min(100, Math.max(0, (at / duration) * 100))
  return (
    <div
      className="pointer-events-none absolute bottom-full mb-2 -translate-x-1/2 overflow-hidden rounded-md bg-black shadow-lg ring-1 ring-white/40"
      // Kept inside the bar: half a thumbnail from either end.
      style={{ left: `clamp(${tile.w / 2}px, ${pct}%, calc(100% - ${tile.w / 2}px))` }}
      data-testid="seek-preview"
      aria-hidden="true"
    >
      <div
        style={{ width: tile.w, height: tile.h, backgroundImage: `url("${tile.url}")`, backgroundPosition: `-${tile.x}px -${tile.y}px` }}
      />
      <div className="py-0.5 text-center text-xs tabular-nums" translate="no">
        {formatClock(i18n, at)}
      </div>
    </div>
  )
}
