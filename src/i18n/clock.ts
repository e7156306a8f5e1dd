import type { I18n } from '@lingui/core'
import { formatNumber } from './numbers'

/** A running time as a clock reading, m:ss, or h:mm:ss from one hour, in the viewer's digits. */
export function formatClock(i18n: Pick<I18n, 'locale' | 'number'>, seconds: number): string {
  const s = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0
  const h = Math.floor(s / 3600)
  const m = Math.floor((s % 3600) / 60)
  const two = (n: number) => formatNumber(i18n, n, { minimumIntegerDigits: 2 })
  const sec = two(s % 60)
  return h > 0 ? `${formatNumber(i18n, h)}:${two(m)}:${sec}` : `${formatNumber(i18n, m)}:${sec}`
}
