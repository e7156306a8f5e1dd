import type { I18n } from '@lingui/core'
import { formatNumber } from './numbers'

type Viewer = Pick<I18n, 'locale'>

// CLDR's names (Burmese wide, English abbreviated), not Intl: it loads locale data, and some builds lack `my`.
const CLDR_MY_MONTHS = ['ဇန်နဝါရီ', 'ဖေဖော်ဝါရီ', 'မတ်', 'ဧပြီ', 'မေ', 'ဇွန်', 'ဇူလိုင်', 'ဩဂုတ်', 'စက်တင်ဘာ', 'အောက်တိုဘာ', 'နိုဝင်ဘာ', 'ဒီဇင်ဘာ'] as const
const CLDR_EN_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const

/** Spec section 9's 'MMM dd, yyyy': "Nov 27, 2026", "နိုဝင်ဘာ ၂၇၊ ၂၀၂၆"; null for a missing or bad date. */
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
