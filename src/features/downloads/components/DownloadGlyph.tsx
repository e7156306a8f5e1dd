import type { DownloadRow } from '../../../data/downloads/types'
import { percentDone, withReceived } from '../format'

const R = 9
const CIRCUMFERENCE = 2 * Math.PI * R

/**
 * The control's face for each state: an arrow before any download, a ring filling with the bytes
 * while it downloads (dashed while it waits or is queued), a tick when done, a struck clock when
 * expired, an exclamation when it failed.
 */
export function DownloadGlyph({ row, size = 24 }: { row: DownloadRow | null; size?: number }) {
  const common = {
    viewBox: '0 0 24 24',
    width: size,
    height: size,
    fill: 'none',
    stroke: 'currentColor',
    strokeWidth: 2,
    strokeLinecap: 'round' as const,
    strokeLinejoin: 'round' as const,
    'aria-hidden': true,
    focusable: false,
  }
  if (!row) {
    return (
      <svg {...common}>
        <path d="M12 4v11M7 10l5 5 5-5M5 20h14" />
      </svg>
    )
  }
  switch (row.state) {
    case 'completed':
      return (
        <svg {...common} className="text-emerald-700 dark:text-emerald-300">
          <circle cx="12" cy="12" r={R} />
          <path d="m8 12.5 2.8 2.8L16.5 9.5" />
        </svg>
      )
    case 'expired':
      return (
        <svg {...common} className="text-red-700 dark:text-red-300">
          <circle cx="12" cy="12" r={R} />
          <path d="M12 7.5V12l2.5 2M5.5 18.5l13-13" />
        </svg>
      )
    case 'failed':
      return (
        <svg {...common} className="text-red-700 dark:text-red-300">
          <circle cx="12" cy="12" r={R} />
          <path d="M12 7.5v5M12 16h.01" />
        </svg>
      )
    default: {
      const pct = percentDone(withReceived(row))
      const waiting = row.state === 'queued' || row.state === 'waiting'
      return (
        <svg
          {...common}
          className={
            row.state === 'downloading' ? 'text-primary-strong dark:text-sky-300' : waiting ? 'text-amber-700 dark:text-amber-300' : ''
          }
        >
          <circle cx="12" cy="12" r={R} className="opacity-25" />
          <circle cx="12" cy="12" r={R} transform="rotate(-90 12 12)" strokeDasharray={`${(pct / 100) * CIRCUMFERENCE} ${CIRCUMFERENCE}`} />
          {row.state === 'paused' ? (
            <path d="M10 9v6M14 9v6" />
          ) : waiting ? (
            <path d="M12 8.5V12l2 1.5" />
          ) : (
            <path d="M9.5 9.5h5v5h-5Z" strokeWidth={1.5} />
          )}
        </svg>
      )
    }
  }
}
