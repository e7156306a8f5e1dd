import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { otherScriptRuns, textLang } from './text-lang'

const MYANMAR = /[\u1000-\u109F\uA9E0-\uA9FF\uAA60-\uAA7F]/

describe('textLang', () => {
  it('names Burmese text as my, whether Unicode or Zawgyi-encoded', () => {
    expect(textLang('ရွှေရောင်နှင်းဆီ')).toBe('my')
    // Zawgyi spelling of the same word: other code points of the same block.
    expect(textLang('ေရႊေရာင္')).toBe('my')
  })

  it('names mixed text by its Burmese part', () => {
    expect(textLang('Season 2 · အပိုင်း ၁')).toBe('my')
  })

  it('names text with Latin letters and no Burmese as en', () => {
    expect(textLang('The Golden Rose')).toBe('en')
    expect(textLang('Episode 1')).toBe('en')
  })

  it('leaves digits and nothing at all to the page language', () => {
    expect(textLang('2026')).toBeUndefined()
    expect(textLang('')).toBeUndefined()
    expect(textLang(null)).toBeUndefined()
    expect(textLang(undefined)).toBeUndefined()
  })

  it('never names text without a Myanmar letter as Burmese', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (text) => {
        fc.pre(!MYANMAR.test(text))
        expect(textLang(text)).not.toBe('my')
      }),
    )
  })
})

describe('otherScriptRuns', () => {
  it('finds the English words in a Burmese sentence, phrases whole', () => {
    expect(otherScriptRuns('၂ MB ခန့်', 'my')).toEqual(['၂ ', 'MB', ' ခန့်'])
    expect(otherScriptRuns('Wi-Fi ဖြင့်သာ', 'my')).toEqual(['', 'Wi-Fi', ' ဖြင့်သာ'])
    expect(otherScriptRuns('720p ဖြင့် ကြည့်ရန်', 'my')).toEqual(['', '720p', ' ဖြင့် ကြည့်ရန်'])
    expect(otherScriptRuns('Yoke Shin၊ ပင်မ', 'my')).toEqual(['', 'Yoke Shin', '၊ ပင်မ'])
  })

  it('keeps an accented word whole in its English run, and leaves × to the sentence', () => {
    expect(otherScriptRuns('Paper Moon Café အခမဲ့', 'my')).toEqual(['', 'Paper Moon Café', ' အခမဲ့'])
    expect(otherScriptRuns('၂ × ၃', 'my')).toEqual(['၂ × ၃'])
    expect(textLang('Café')).toBe('en')
  })

  it('finds the English name in a Burmese catalogue line', () => {
    expect(otherScriptRuns('Iron Monsoon ရောက်ပြီ', 'my')).toEqual(['', 'Iron Monsoon', ' ရောက်ပြီ'])
  })

  it('leaves Myanmar digits and a Burmese sentence without English alone', () => {
    expect(otherScriptRuns('၀.၂ သုံးထားသည်', 'my')).toEqual(['၀.၂ သုံးထားသည်'])
  })

  it('finds the Burmese name in an English sentence', () => {
    expect(otherScriptRuns('Continue as ကိုအောင်မြင့်?', 'en')).toEqual(['Continue as ', 'ကိုအောင်မြင့်', '?'])
  })

  it('keeps every character, in order, and puts only the other script in the odd runs', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), fc.constantFrom('my', 'en'), (text, lang) => {
        const runs = otherScriptRuns(text, lang)
        expect(runs.join('')).toBe(text)
        runs.forEach((run, i) => {
          if (i % 2 === 0) expect(lang === 'my' ? /[A-Za-z]/.test(run) : MYANMAR.test(run)).toBe(false)
        })
      }),
    )
  })
})
