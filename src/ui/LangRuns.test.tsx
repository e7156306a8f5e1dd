import { afterEach, describe, expect, it } from 'vitest'
import { cleanup, render } from '@testing-library/react'
import { I18nProvider } from '@lingui/react'
import { i18n } from '@lingui/core'
import { activateSourceLocale } from '../../tests/setup/render-in-router'
import { LangRuns } from './LangRuns'

afterEach(cleanup)

/** The rendered text, with each marked run as [lang:words]. */
function shown(text: string, locale: 'en' | 'my', lang?: string): string {
  activateSourceLocale()
  if (locale === 'my') {
    i18n.load('my', {})
    i18n.activate('my')
  }
  const { container } = render(
    <I18nProvider i18n={i18n}>
      <p>
        <LangRuns text={text} lang={lang} />
      </p>
    </I18nProvider>,
  )
  return [...(container.querySelector('p')?.childNodes ?? [])]
    .map((n) => (n instanceof HTMLElement ? `[${n.lang}:${n.textContent}]` : n.textContent))
    .join('')
}

describe('LangRuns', () => {
  it('marks English words in a Burmese interface sentence as en', () => {
    expect(shown('၂၃၀ MB ခန့်', 'my')).toBe('၂၃၀ [en:MB] ခန့်')
  })

  it('marks a Burmese name in an English interface sentence as my', () => {
    expect(shown('Continue as ကိုအောင်?', 'en')).toBe('Continue as [my:ကိုအောင်]?')
  })

  it('marks against the element it sits in when that is not the interface: English words in Burmese catalogue text inside the English interface', () => {
    expect(shown('Iron Monsoon ရောက်ပြီ', 'en', 'my')).toBe('[en:Iron Monsoon] ရောက်ပြီ')
  })

  it('leaves text in its element’s own language unmarked', () => {
    expect(shown('Episode 8 is out now.', 'my', 'en')).toBe('Episode 8 is out now.')
  })
})
