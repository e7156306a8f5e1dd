import type { ReactNode, SVGProps } from 'react'

function Glyph({ children, strokes = [], ...props }: SVGProps<SVGSVGElement> & { children?: ReactNode; strokes?: string[] }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={22}
      height={22}
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
      {strokes.map((x) => (
        <path key={x} d={x} />
      ))}
    </svg>
  )
}

/** An icon drawn by its paths alone. */
const paths =
  (...d: string[]) =>
  () => <Glyph strokes={d} />

export const ChevronIcon = () => (
  <Glyph width={18} height={18}>
    <path d="m9 6 6 6-6 6" />
  </Glyph>
)
export const TicketIcon = () => (
  <Glyph>
    <path d="M3 8a2 2 0 0 0 0 4v4h18v-4a2 2 0 0 1 0-4V4H3Z" transform="translate(0 2)" />
  </Glyph>
)
export const GlobeIcon = () => (
  <Glyph>
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18" />
  </Glyph>
)
export const MoonIcon = paths('M20 14.5A8 8 0 0 1 9.5 4a8 8 0 1 0 10.5 10.5Z')
export const GaugeIcon = paths('M4 18a8 8 0 1 1 16 0', 'm12 18 4-6')
export const HelpIcon = () => (
  <Glyph>
    <circle cx="12" cy="12" r="9" />
    <path d="M9.5 9a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6V14M12 17h.01" />
  </Glyph>
)
export const DocIcon = paths('M6 3h8l4 4v14H6Z', 'M14 3v4h4M9 12h6M9 16h6')
export const ShieldIcon = paths('M12 3 5 6v6c0 4 3 7 7 9 4-2 7-5 7-9V6Z')
export const InfoIcon = () => (
  <Glyph>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 11v5M12 8h.01" />
  </Glyph>
)
export const DownloadIcon = paths('M12 4v11M7 10l5 5 5-5M5 20h14')
export const SyncIcon = paths('M20 11a8 8 0 0 0-14-4.5L4 9M4 13a8 8 0 0 0 14 4.5l2-2.5', 'M4 4v5h5M20 20v-5h-5')
export const LogoutIcon = paths('M15 4h4v16h-4M10 16l4-4-4-4M14 12H4')
export const CrownIcon = paths('m3 8 4 4 5-7 5 7 4-4-2 11H5Z')
export const DownloadsIcon = paths('M12 3v10M8 9l4 4 4-4M4 14v5a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-5')
