import { describe, expect, it } from 'vitest'
import type { I18n } from '@lingui/core'
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
  it('counts and prices read in Myanmar digits in Burmese, Latin in English', () => {
    expect(formatCount(lingui('my'), 57)).toBe('၅၇')
    expect(formatNumber(lingui('my'), 1999)).toBe('၁,၉၉၉')
    expect(formatCount(lingui('en'), 57)).toBe('57')
    expect(formatNumber(lingui('en'), 1999)).toBe('1,999')
  })

  it('asks for the Myanmar numbering system by name, which runtimes without `my` data still honour', () => {
    const seen: Intl.NumberFormatOptions[] = []
    const i18n = { locale: 'my', number: (n: number, o: Intl.NumberFormatOptions) => (seen.push(o), new Intl.NumberFormat('en-US', o).format(n)) } as unknown as I18n
    expect(formatCount(i18n, 27)).toBe('၂၇')
    expect(seen[0]?.numberingSystem).toBe('mymr')
  })

  it('a running time reads m:ss, or h:mm:ss from one hour, in the viewer’s digits', () => {
    expect(formatClock(lingui('en'), 57)).toBe('0:57')
    expect(formatClock(lingui('en'), 3600 + 62)).toBe('1:01:02')
    expect(formatClock(lingui('en'), Number.NaN)).toBe('0:00')
    expect(formatClock(lingui('my'), 65.9)).toBe('၁:၀၅')
  })
})
