import { afterEach, describe, expect, it, vi } from 'vitest'
import { setupI18n } from '@lingui/core'
import { formatDate } from './dates'

const lingui = (locale: string) => {
  const i18n = setupI18n()
  i18n.load(locale, {})
  i18n.activate(locale)
  return i18n
}
const NOV_27 = new Date(2026, 10, 27, 12)

afterEach(() => {
  vi.restoreAllMocks()
})

describe('formatDate', () => {
  it('writes a Burmese date with the Burmese month, Myanmar digits and the Burmese comma', () => {
    expect(formatDate(lingui('my'), NOV_27)).toBe('နိုဝင်ဘာ ၂၇၊ ၂၀၂၆')
    expect(formatDate(lingui('my'), new Date(2027, 0, 5, 12))).toBe('ဇန်နဝါရီ ၀၅၊ ၂၀၂၇')
  })

  it("keeps the spec's 'MMM dd, yyyy' in English, in Latin digits", () => {
    expect(formatDate(lingui('en'), NOV_27)).toBe('Nov 27, 2026')
    expect(formatDate(lingui('en'), new Date(2027, 0, 5, 12))).toBe('Jan 05, 2027')
  })

  it('reads ISO strings and epoch milliseconds; a missing or bad date is null', () => {
    expect(formatDate(lingui('en'), NOV_27.toISOString())).toBe('Nov 27, 2026')
    expect(formatDate(lingui('my'), NOV_27.getTime())).toBe('နိုဝင်ဘာ ၂၇၊ ၂၀၂၆')
    expect(formatDate(lingui('en'), null)).toBeNull()
    expect(formatDate(lingui('en'), '')).toBeNull()
    expect(formatDate(lingui('my'), 'not a date')).toBeNull()
  })

  it('without Burmese data in Intl, still names every month in Burmese, as CLDR does', () => {
    const i18n = lingui('my')
    const withIntl = Array.from({ length: 12 }, (_, m) => formatDate(i18n, new Date(2026, m, 15, 12)))
    expect(withIntl[10]).toBe('နိုဝင်ဘာ ၁၅၊ ၂၀၂၆')
    // As in a Chromium build whose Intl has no `my`: it would name months in English.
    vi.spyOn(Intl.DateTimeFormat, 'supportedLocalesOf').mockReturnValue([])
    const fallback = Array.from({ length: 12 }, (_, m) => formatDate(i18n, new Date(2026, m, 15, 12)))
    expect(fallback).toEqual(withIntl)
    expect(fallback.join(' ')).not.toMatch(/[A-Za-z0-9]/)
  })
})
