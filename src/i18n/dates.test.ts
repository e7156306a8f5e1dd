import { afterEach, describe, expect, it, vi } from 'vitest'
import { setupI18n } from '@lingui/core'
import { formatDate, formatTimeOfDay } from './dates'

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

  it('names every month as CLDR does, without asking Intl (a page’s first formatter loads the locale data)', () => {
    const made = vi.spyOn(Intl, 'DateTimeFormat')
    const burmese = Array.from({ length: 12 }, (_, m) => formatDate(lingui('my'), new Date(2026, m, 15, 12)))
    const english = Array.from({ length: 12 }, (_, m) => formatDate(lingui('en'), new Date(2026, m, 15, 12)))
    expect(made).not.toHaveBeenCalled()
    made.mockRestore()
    expect(english).toEqual(
      Array.from({ length: 12 }, (_, m) =>
        new Intl.DateTimeFormat('en-US', { month: 'short', day: '2-digit', year: 'numeric' }).format(new Date(2026, m, 15, 12)),
      ),
    )
    expect(burmese[10]).toBe('နိုဝင်ဘာ ၁၅၊ ၂၀၂၆')
    expect(burmese.join(' ')).not.toMatch(/[A-Za-z0-9]/)
  })

  it('a time of day reads hh:mm in the viewer’s digits', () => {
    expect(formatTimeOfDay(lingui('en'), new Date(2026, 10, 27, 9, 5))).toBe('09:05')
    expect(formatTimeOfDay(lingui('my'), new Date(2026, 10, 27, 21, 30))).toBe('၂၁:၃၀')
  })
})
