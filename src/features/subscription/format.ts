import { format } from 'date-fns'

/** date-fns ships no Burmese locale: the month names come from here, the rest of 'MMM dd, yyyy' from date-fns. */
const MONTHS_MY = [
  'ဇန်နဝါရီ', 'ဖေဖော်ဝါရီ', 'မတ်', 'ဧပြီ', 'မေ', 'ဇွန်', 'ဇူလိုင်', 'ဩဂုတ်', 'စက်တင်ဘာ', 'အောက်တိုဘာ', 'နိုဝင်ဘာ', 'ဒီဇင်ဘာ',
]

/** Spec section 9: 'MMM dd, yyyy' (Latin digits in both languages); null for a missing or bad date. */
export function formatExpiry(iso: string | null | undefined, locale: string): string | null {
  if (!iso) return null
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return null
  if (locale === 'my') return `${MONTHS_MY[date.getMonth()]} ${format(date, 'dd, yyyy')}`
  return format(date, 'MMM dd, yyyy')
}

/** Spec section 9: the main balance's remaining days default to 4 when the answer has none. */
export const DEFAULT_MAIN_BALANCE_DAYS = 4

export function mainBalanceDays(value: number | null | undefined): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : DEFAULT_MAIN_BALANCE_DAYS
}
