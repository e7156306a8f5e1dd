import type { ReactNode, SVGProps } from 'react'

type P = SVGProps<SVGSVGElement>

function Icon({ children, strokes = [], ...props }: P & { children?: ReactNode; strokes?: string[] }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={24}
      height={24}
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
  (p: P) => <Icon {...p} strokes={d} />

export const PlayIcon = (p: P) => (
  <Icon {...p}>
    <path d="M7 4.5v15l12-7.5-12-7.5Z" fill="currentColor" />
  </Icon>
)

export const PauseIcon = (p: P) => (
  <Icon {...p}>
    <rect x="6" y="4.5" width="4" height="15" rx="1" fill="currentColor" />
    <rect x="14" y="4.5" width="4" height="15" rx="1" fill="currentColor" />
  </Icon>
)

export const SkipBackIcon = (p: P) => (
  <Icon {...p}>
    <path d="M4 12a8 8 0 1 0 2.3-5.6" />
    <path d="M4 3v4h4" />
    <text x="12" y="15.5" textAnchor="middle" fontSize="7.5" fontWeight="700" fill="currentColor" stroke="none">
      10
    </text>
  </Icon>
)

export const SkipForwardIcon = (p: P) => (
  <Icon {...p}>
    <path d="M20 12a8 8 0 1 1-2.3-5.6" />
    <path d="M20 3v4h-4" />
    <text x="12" y="15.5" textAnchor="middle" fontSize="7.5" fontWeight="700" fill="currentColor" stroke="none">
      10
    </text>
  </Icon>
)

export const FullscreenIcon = paths('M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5')

export const ExitFullscreenIcon = paths('M9 4v5H4M15 4v5h5M9 20v-5H4M15 20v-5h5')

export const GearIcon = (p: P) => (
  <Icon {...p}>
    <circle cx="12" cy="12" r="3" />
    <path d="M12 2v3M12 19v3M4.9 4.9l2.1 2.1M17 17l2.1 2.1M2 12h3M19 12h3M4.9 19.1 7 17M17 7l2.1-2.1" />
  </Icon>
)

export const ArrowBackIcon = paths('M15 5 8 12l7 7')

export const NextIcon = (p: P) => (
  <Icon {...p}>
    <path d="M5 5v14l10-7L5 5Z" fill="currentColor" />
    <path d="M19 5v14" />
  </Icon>
)

export const OfflineIcon = paths('M2 8.5a15 15 0 0 1 20 0M5.5 12a10 10 0 0 1 13 0M9 15.5a5 5 0 0 1 6 0', 'M12 19h.01', 'm3 3 18 18')

export const CheckIcon = paths('m5 12 5 5 9-10')

export const DownloadDoneIcon = paths('M12 3v11m-4.5-4.5L12 14l4.5-4.5', 'M5 20h14')

export const SubtitlesIcon = (p: P) => (
  <Icon {...p}>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="M7 15h4M13 15h4M7 11h10" />
  </Icon>
)

export const PipIcon = (p: P) => (
  <Icon {...p}>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <rect x="12" y="11" width="7" height="6" rx="1" fill="currentColor" stroke="none" />
  </Icon>
)

export const KeyboardIcon = (p: P) => (
  <Icon {...p}>
    <rect x="2.5" y="6" width="19" height="12" rx="2" />
    <path d="M6 10h.01M10 10h.01M14 10h.01M18 10h.01M8 14h8" />
  </Icon>
)
