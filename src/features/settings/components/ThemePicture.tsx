import { useId } from 'react'
import type { ThemeMode } from '../theme'

const PALETTE = {
  light: { bg: '#ffffff', bar: '#e2e8f0', line: '#94a3b8', accent: '#0095D5' },
  dark: { bg: '#0f172a', bar: '#1e293b', line: '#475569', accent: '#0095D5' },
}

function Screen({ tone }: { tone: 'light' | 'dark' }) {
  const p = PALETTE[tone]
  return (
    <>
      <rect x="1" y="1" width="38" height="54" fill={p.bg} />
      <rect x="5" y="6" width="30" height="12" rx="2" fill={p.accent} />
      <rect x="5" y="22" width="20" height="3" rx="1.5" fill={p.line} />
      <rect x="5" y="28" width="8" height="11" rx="1.5" fill={p.bar} />
      <rect x="16" y="28" width="8" height="11" rx="1.5" fill={p.bar} />
      <rect x="27" y="28" width="8" height="11" rx="1.5" fill={p.bar} />
      <rect x="1" y="46" width="38" height="9" fill={p.bar} />
    </>
  )
}

/** A small phone-screen illustration of each theme mode; system is half light, half dark. */
export function ThemePicture({ mode }: { mode: ThemeMode }) {
  // Three pictures share the page: each needs clip ids of its own.
  const id = useId()
  const screen = `${id}-screen`
  const half = `${id}-half`
  return (
    <svg viewBox="0 0 40 56" width={40} height={56} aria-hidden="true" className="shrink-0">
      <defs>
        {/* The screen's square parts (its tab bar, the dark half) end at the frame's rounded corners. */}
        <clipPath id={screen}>
          <rect x="1" y="1" width="38" height="54" rx="6" />
        </clipPath>
        <clipPath id={half}>
          <rect x="20" y="0" width="20" height="56" />
        </clipPath>
      </defs>
      <g clipPath={`url(#${screen})`}>
        {mode === 'system' ? (
          <>
            <Screen tone="light" />
            <g clipPath={`url(#${half})`}>
              <Screen tone="dark" />
            </g>
          </>
        ) : (
          <Screen tone={mode} />
        )}
      </g>
      <rect x="1" y="1" width="38" height="54" rx="6" fill="none" stroke="#64748b" strokeWidth="1.5" />
    </svg>
  )
}
