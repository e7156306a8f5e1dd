import { describe, expect, it, vi } from 'vitest'
import fc from 'fast-check'
import { setupI18n } from '@lingui/core'
import { formatCount, formatNumber } from './numbers'
import { formatClock } from './clock'

const lingui = (locale: string) => {
  const i18n = setupI18n()
  i18n.load(locale, {})
  i18n.activate(locale)
  return i18n
}

describe('numbers in the viewer’s digits', () => {
  it('a count never asks Intl for a formatter (a page’s first one loads the locale data); first, before any formatter is cached', () => {
    const made = vi.spyOn(Intl, 'NumberFormat')
    formatCount(lingui('my'), 1234)
    formatNumber(lingui('en'), 12.5, { maximumFractionDigits: 1 })
    expect(made).not.toHaveBeenCalled()
    made.mockRestore()
  })

  it('counts and prices read in Myanmar digits in Burmese, Latin in English', () => {
    expect(formatCount(lingui('my'), 57)).toBe('၅၇')
    expect(formatNumber(lingui('my'), 1999)).toBe('၁,၉၉၉')
    expect(formatCount(lingui('en'), 57)).toBe('57')
    expect(formatNumber(lingui('en'), 1999)).toBe('1,999')
  })

  it('writes what Intl writes for the same options (the app shows no negative figures), in Latin digits in English and Myanmar digits in Burmese', () => {
    const toMyanmar = (text: string) => text.replace(/\d/g, (d) => String.fromCharCode(0x1040 + Number(d)))
    fc.assert(
      fc.property(
        fc.oneof(fc.integer({ min: 0, max: 10_000_000 }), fc.double({ min: 0, max: 1e7, noNaN: true })),
        fc.integer({ min: 0, max: 3 }).chain((max) =>
          fc.record(
            {
              minimumFractionDigits: fc.integer({ min: 0, max }),
              maximumFractionDigits: fc.constant(max),
              minimumIntegerDigits: fc.integer({ min: 1, max: 3 }),
              useGrouping: fc.boolean(),
            },
            { requiredKeys: ['maximumFractionDigits'] },
          ),
        ),
        (n, options) => {
          const intl = new Intl.NumberFormat('en-US', options).format(n)
          expect(formatNumber(lingui('en'), n, options)).toBe(intl)
          expect(formatNumber(lingui('my'), n, options)).toBe(toMyanmar(intl))
        },
      ),
    )
  })

  it('a running time reads m:ss, or h:mm:ss from one hour, in the viewer’s digits', () => {
    expect(formatClock(lingui('en'), 57)).toBe('0:57')
    expect(formatClock(lingui('en'), 3600 + 62)).toBe('1:01:02')
    expect(formatClock(lingui('en'), Number.NaN)).toBe('0:00')
    expect(formatClock(lingui('my'), 65.9)).toBe('၁:၀၅')
  })
})
