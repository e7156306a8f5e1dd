import { beforeEach, describe, expect, it } from 'vitest'
import { i18n } from '@lingui/core'
import { messages as myMessages } from '../../../locales/my/messages.po'
import { durationWords, seekWords } from './time-words'

// English is the source language: its messages are the ids.
beforeEach(() => {
  i18n.load('en', {})
  i18n.activate('en')
})

describe('the seek slider’s time in words', () => {
  it('says minutes and seconds of the whole length', () => {
    expect(seekWords(i18n, 80, 37 * 60)).toBe('1 minute 20 seconds of 37 minutes')
  })

  it('names hours, and leaves out the parts that are zero', () => {
    expect(durationWords(i18n, 3600 + 2 * 60)).toBe('1 hour 2 minutes')
    expect(durationWords(i18n, 2 * 3600 + 1)).toBe('2 hours 1 second')
    expect(durationWords(i18n, 61)).toBe('1 minute 1 second')
  })

  it('says zero seconds at the start and for a length that is not known yet', () => {
    expect(durationWords(i18n, 0)).toBe('0 seconds')
    expect(durationWords(i18n, Number.NaN)).toBe('0 seconds')
    expect(seekWords(i18n, 0, 0)).toBe('0 seconds of 0 seconds')
  })

  it('never says more than the whole length', () => {
    expect(seekWords(i18n, 125.4, 120)).toBe('2 minutes of 2 minutes')
  })

  it('in Burmese, uses Myanmar digits and Burmese word order', () => {
    i18n.load('my', myMessages)
    i18n.activate('my')
    expect(seekWords(i18n, 80, 37 * 60)).toBe('၃၇ မိနစ် အနက် ၁ မိနစ် ၂၀ စက္ကန့်')
  })
})
