import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { textLang } from './text-lang'

describe('textLang', () => {
  it('names Burmese text as my, whether Unicode or Zawgyi-encoded', () => {
    expect(textLang('ရွှေရောင်နှင်းဆီ')).toBe('my')
    // Zawgyi spelling of the same word: other code points of the same block.
    expect(textLang('ေရႊေရာင္')).toBe('my')
  })

  it('names mixed text by its Burmese part', () => {
    expect(textLang('Season 2 · အပိုင်း ၁')).toBe('my')
  })

  it('leaves Latin text, digits and nothing at all to the page language', () => {
    expect(textLang('The Golden Rose')).toBeUndefined()
    expect(textLang('2026')).toBeUndefined()
    expect(textLang('')).toBeUndefined()
    expect(textLang(null)).toBeUndefined()
    expect(textLang(undefined)).toBeUndefined()
  })

  it('never names text without a Myanmar letter as Burmese', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (text) => {
        fc.pre(!/[\u1000-\u109F\uA9E0-\uA9FF\uAA60-\uAA7F]/.test(text))
        expect(textLang(text)).toBeUndefined()
      }),
    )
  })
})
