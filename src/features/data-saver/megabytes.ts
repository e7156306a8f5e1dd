import type { I18n } from '@lingui/core'
import { formatNumber } from '../../i18n/numbers'

/** Operators bill in megabytes of 10^6 bytes; below 10 MB one decimal, so a little never reads "0". */
export function formatMegabytes(i18n: Pick<I18n, 'locale'>, bytes: number): string {
  const mb = Math.max(0, bytes) / 1_000_000
  return formatNumber(i18n, mb, { maximumFractionDigits: mb < 10 ? 1 : 0 })
}
