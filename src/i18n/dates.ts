import type { I18n } from '@lingui/core'
import { formatNumber } from './numbers'

type Viewer = Pick<I18n, 'locale' | 'number'>

/**
 * CLDR's Burmese month names (format, wide), for runtimes whose Intl carries no `my` data: some
 * Chromium builds resolve `my` to en-US and would print English month names in a Burmese sentence.
 * Where Intl knows `my` (Node's full ICU, Android's Chrome) these are never read.
 */
const CLDR_MY_MONTHS = [
  'ဇန်နဝါရီ', 'ဖေဖော်ဝါရီ', 'မတ်', 'ဧပြီ', 'မေ', 'ဇွန်', 'ဇူလိုင်', 'ဩဂုတ်', 'စက်တင်ဘာ', 'အောက်တိုဘာ', 'နိုဝင်ဘာ', 'ဒီဇင်ဘာ',
] as const

function burmeseMonth(date: Date): string {
  if (Intl.DateTimeFormat.supportedLocalesOf(['my']).length === 0) return CLDR_MY_MONTHS[date.getMonth()] ?? ''
  return new Intl.DateTimeFormat('my', { month: 'long' }).format(date)
}

/**
 * A calendar date in the spec's 'MMM dd, yyyy' shape (section 9), in the viewer's language and
 * digits: "Nov 27, 2026" in English, "နိုဝင်ဘာ ၂၇၊ ၂၀၂၆" in Burmese (the Burmese comma, Myanmar
 * digits, the month's full name as Burmese has no short ones in use). Null for a missing or bad date.
 */
export function formatDate(i18n: Viewer, value: string | number | Date | null | undefined): string | null {
  if (value === null || value === undefined || value === '') return null
  const date = new Date(value)
  if (Number.isNaN(date.getTime())) return null
  if (i18n.locale !== 'my') {
    return new Intl.DateTimeFormat('en-US', { month: 'short', day: '2-digit', year: 'numeric', numberingSystem: 'latn' }).format(date)
  }
  const day = formatNumber(i18n, date.getDate(), { minimumIntegerDigits: 2 })
  const year = formatNumber(i18n, date.getFullYear(), { useGrouping: false })
  return `${burmeseMonth(date)} ${day}၊ ${year}`
}
