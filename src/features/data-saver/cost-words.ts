import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { formatNumber } from '../../i18n/numbers'
import { roundedKyat, roundedMb } from './cost'

/** "about 120 MB", in the viewer's digits. */
export function mbWords(i18n: I18n, bytes: number): string {
  const mb = formatNumber(i18n, roundedMb(bytes), { maximumFractionDigits: 1 })
  return i18n._(msg`about ${mb} MB`)
}

/** "about 240 kyat", in the viewer's digits. */
export function kyatWords(i18n: I18n, bytes: number, kyatPerMb: number): string {
  const ks = formatNumber(i18n, roundedKyat(bytes, kyatPerMb), { maximumFractionDigits: 0 })
  return i18n._(msg`about ${ks} kyat`)
}

/** The megabytes, and the kyat beside them only when the viewer entered a price: never a guessed one. */
export function costWords(i18n: I18n, bytes: number, kyatPerMb: number | null): string {
  const mb = mbWords(i18n, bytes)
  return kyatPerMb === null ? mb : `${mb} · ${kyatWords(i18n, bytes, kyatPerMb)}`
}
