import { describe, expect, it } from 'vitest'
import { setupI18n } from '@lingui/core'
import { messages as myMessages } from '../../locales/my/messages.po'
import { messages as enMessages } from '../../locales/en/messages.po'
import { arrivedLine } from './autopilot-morning'

const lingui = (locale: 'en' | 'my') => {
  const i18n = setupI18n()
  i18n.load(locale, locale === 'my' ? myMessages : enMessages)
  i18n.activate(locale)
  return i18n
}

describe("the morning's line", () => {
  it('names how many episodes arrived and their size, in Latin digits in English', () => {
    expect(arrivedLine(lingui('en'), [{ bytes: 201_000_000 }, { bytes: 199_000_000 }])).toBe(
      '2 episodes arrived on the night pack (400 MB).',
    )
    expect(arrivedLine(lingui('en'), [{ bytes: 120_400_000 }])).toBe('1 episode arrived on the night pack (120 MB).')
  })

  it('reads in Myanmar digits in Burmese, the count and the size alike', () => {
    const line = arrivedLine(lingui('my'), [{ bytes: 201_000_000 }, { bytes: 199_000_000 }, { bytes: 100_000_000 }])
    expect(line).toContain('၃')
    expect(line).toContain('၅၀၀ MB')
    expect(line).not.toMatch(/[0-9]/)
  })
})
