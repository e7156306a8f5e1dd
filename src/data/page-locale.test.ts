import { afterEach, describe, expect, it } from 'vitest'
import { pageLocale } from './app-services'
import { LANGUAGE_KEY } from '../i18n/locales'

afterEach(() => {
  document.documentElement.lang = 'my'
  localStorage.removeItem(LANGUAGE_KEY)
})

describe('the language every API call names', () => {
  it("is the viewer's stored choice, even before the page shows it (start-up)", () => {
    document.documentElement.lang = 'my'
    localStorage.setItem(LANGUAGE_KEY, 'en')
    expect(pageLocale()).toBe('en')
    localStorage.setItem(LANGUAGE_KEY, 'my')
    expect(pageLocale()).toBe('my')
  })

  it("without a stored choice, is the language the page shows, else Burmese; never the browser's", () => {
    document.documentElement.lang = 'en'
    expect(pageLocale()).toBe('en')
    document.documentElement.lang = 'fr'
    localStorage.setItem(LANGUAGE_KEY, 'fr')
    expect(pageLocale()).toBe('my')
  })
})
