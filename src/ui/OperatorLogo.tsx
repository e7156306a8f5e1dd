/** Logos exist for MPT, ATOM and Ooredoo only (spec section 3): simple marks in each brand's colour. */
export type LogoProvider = 'mpt' | 'atom' | 'ooredoo'

const BRANDS: Record<LogoProvider, { bg: string; fg: string; text: string }> = {
  mpt: { bg: '#FFD200', fg: '#0B3D91', text: 'MPT' },
  atom: { bg: '#3A1D73', fg: '#FFFFFF', text: 'ATOM' },
  ooredoo: { bg: '#D6001C', fg: '#FFFFFF', text: 'ooredoo' },
}

export function toLogoProvider(provider: string): LogoProvider | null {
  const key = provider.toLowerCase()
  return key === 'mpt' || key === 'atom' || key === 'ooredoo' ? key : null
}

export function OperatorLogo({ provider, size = 48 }: { provider: LogoProvider; size?: number }) {
  const brand = BRANDS[provider]
  const fontSize = brand.text.length > 4 ? 11 : brand.text.length > 3 ? 13.5 : 16
  return (
    <svg width={size} height={size} viewBox="0 0 48 48" aria-hidden="true" focusable="false" className="shrink-0">
      <rect width="48" height="48" rx="12" fill={brand.bg} />
      <text x="24" y="29.5" textAnchor="middle" fontFamily="system-ui, sans-serif" fontWeight="800" fontSize={fontSize} fill={brand.fg}>
        {brand.text}
      </text>
    </svg>
  )
}

/** Display names of the operators (brand names are not translated). */
export const OPERATOR_NAMES: Record<LogoProvider, string> = { mpt: 'MPT', atom: 'ATOM', ooredoo: 'Ooredoo' }
