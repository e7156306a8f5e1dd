import type { I18n } from '@lingui/core'

/** What the app's numbers ask of a format: whole counts, a few decimals, clock fields. */
export interface NumberOptions {
  minimumFractionDigits?: number
  maximumFractionDigits?: number
  minimumIntegerDigits?: number
  /** Commas between thousands; a year is written without. */
  useGrouping?: boolean
}

const MYANMAR_ZERO = 0x1040

/**
 * Myanmar digits in Burmese, comma-grouped in both languages, as CLDR has it (phone numbers and codes
 * never come here). Not Intl: its first formatter loads locale data home cannot wait for, and some lack `my`.
 */
export function formatNumber(i18n: Pick<I18n, 'locale'>, n: number, options: NumberOptions = {}): string {
  const latin = latinDigits(n, options)
  return i18n.locale === 'my' ? latin.replace(/\d/g, (d) => String.fromCharCode(MYANMAR_ZERO + Number(d))) : latin
}

/** A whole count in the viewer's digits. */
export function formatCount(i18n: Pick<I18n, 'locale'>, n: number): string {
  return formatNumber(i18n, n, { maximumFractionDigits: 0 })
}

// Intl's defaults for a decimal: at most 3 fraction digits, trailing zeros dropped down to the
// minimum, half away from zero.
function latinDigits(
  n: number,
  {
    minimumFractionDigits = 0,
    maximumFractionDigits = Math.max(3, minimumFractionDigits),
    minimumIntegerDigits = 1,
    useGrouping = true,
  }: NumberOptions,
): string {
  if (!Number.isFinite(n)) return Number.isNaN(n) ? 'NaN' : n > 0 ? '∞' : '-∞'
  const negative = n < 0
  const scale = 10 ** maximumFractionDigits
  const rounded = Math.round(Math.abs(n) * scale) / scale
  const [whole = '0', fraction = ''] = rounded.toFixed(maximumFractionDigits).split('.')
  const padded = whole.padStart(minimumIntegerDigits, '0')
  const grouped = useGrouping ? padded.replace(/\B(?=(\d{3})+(?!\d))/g, ',') : padded
  const kept = fraction.replace(/0+$/, '').padEnd(minimumFractionDigits, '0')
  const text = kept ? `${grouped}.${kept}` : grouped
  return negative && rounded !== 0 ? `-${text}` : text
}
