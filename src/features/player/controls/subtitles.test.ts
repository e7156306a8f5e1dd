import { describe, expect, it } from 'vitest'
import { defaultSubtitle, nextSubtitle } from './subtitles'

const both = ['my', 'en'] as const

describe('subtitle default', () => {
  it('is Burmese for a Burmese interface watching a foreign title', () => {
    expect(defaultSubtitle({ uiLocale: 'my', titleLanguage: 'en', remembered: null, available: both })).toBe('my')
  })
  it('is off for a Burmese title, an English interface, or an unknown language', () => {
    expect(defaultSubtitle({ uiLocale: 'my', titleLanguage: 'my', remembered: null, available: both })).toBe('off')
    expect(defaultSubtitle({ uiLocale: 'en', titleLanguage: 'en', remembered: null, available: both })).toBe('off')
    expect(defaultSubtitle({ uiLocale: 'my', titleLanguage: null, remembered: null, available: both })).toBe('off')
  })
  it('follows the remembered choice, off included, while the title has that language', () => {
    expect(defaultSubtitle({ uiLocale: 'my', titleLanguage: 'en', remembered: 'off', available: both })).toBe('off')
    expect(defaultSubtitle({ uiLocale: 'en', titleLanguage: 'my', remembered: 'en', available: both })).toBe('en')
    expect(defaultSubtitle({ uiLocale: 'my', titleLanguage: 'en', remembered: 'en', available: ['my'] })).toBe('my')
  })
  it('is off when the title has no Burmese subtitles', () => {
    expect(defaultSubtitle({ uiLocale: 'my', titleLanguage: 'en', remembered: null, available: ['en'] })).toBe('off')
  })
  it('c cycles off, each language, off', () => {
    expect(nextSubtitle('off', both)).toBe('my')
    expect(nextSubtitle('my', both)).toBe('en')
    expect(nextSubtitle('en', both)).toBe('off')
  })
})
