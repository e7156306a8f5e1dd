import type { I18n } from '@lingui/core'
import { formatNumber } from './numbers'

type Viewer = Pick<I18n, 'locale'>

/**
 * CLDR's month names: Burmese (format, wide: Burmese has no short ones in use) and English (format,
 * abbreviated). Written out rather than asked of Intl: a page's first Intl formatter loads the
 * engine's locale data (17 to 29 ms on a desktop, seven times that on a phone of benchmark index
 * 400), and some Chromium builds carry no `my` data at all and would name the month in English.
 */
const CLDR_MY_MONTHS = ['ဇန်နဝါရီ', 'ဖေဖော်ဝါရီ', 'မတ်', 'ဧပြီ', 'မေ', 'ဇွန်', 'ဇူလိုင်', 'ဩဂုတ်', 'စက်တင်ဘာ', 'အောက်တိုဘာ', 'နိုဝင်ဘာ', 'ဒီဇင်ဘာ'] as const
const CLDR_EN_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const

/**
 * A calendar date in the spec's 'MMM dd, yyyy' shape (section 9), in the viewer's language and
 * digits: "Nov 27, 2026" in English, "နိုဝင်ဘာ ၂၇၊ ၂၀၂၆" in Burmese (the Burmese comma, Myanmar
 * digits, the month's full name). Null for a missing or bad date.
 */
export function formatDate(i18n: Viewer, value: string | number | Date | null | undefined): string | null {
  if (value === null || value === undefined || value === '') return null
  const date = new Date(value)
  if (Number.isNaN(date.getTime())) return null
  const day = formatNumber(i18n, date.getDate(), { minimumIntegerDigits: 2 })
  const year = formatNumber(i18n, date.getFullYear(), { useGrouping: false })
  if (i18n.locale !== 'my') return `${CLDR_EN_MONTHS[date.getMonth()]} ${day}, ${year}`
  return `${CLDR_MY_MONTHS[date.getMonth()]} ${day}၊ ${year}`
}

/** A time of day, 24-hour hh:mm, in the viewer's digits. */
export function formatTimeOfDay(i18n: Viewer, value: number | Date): string {
  const date = new Date(value)
  const two = (n: number) => formatNumber(i18n, n, { minimumIntegerDigits: 2 })
  return `${two(date.getHours())}:${two(date.getMinutes())}`
}
