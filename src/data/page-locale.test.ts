import { afterEach, describe, expect, it } from 'vitest'
import { pageLocale } from './app-services'
import { LANGUAGE_KEY } from '../i18n/locales'

afterEach(() => {
  document.documentElement.lang = 'my'
  localStorage.removeItem(LANGUAGE_KEY)
})

describe('the language every API call names', () => {
  it('is the language the page shows', () => {
    document.documentElement.lang = 'en'
    expect(pageLocale()).toBe('en')
    document.documentElement.lang = 'my'
    expect(pageLocale()).toBe('my')
  })

  it('is the stored choice before the page names one, and Burmese without either, never the browser\'s', () => {
    document.documentElement.lang = 'fr'
    localStorage.setItem(LANGUAGE_KEY, 'en')
    expect(pageLocale()).toBe('en')
    localStorage.removeItem(LANGUAGE_KEY)
    expect(pageLocale()).toBe('my')
  })
})
