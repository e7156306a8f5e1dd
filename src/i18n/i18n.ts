import { i18n, type Messages } from '@lingui/core'
import { messages as myMessages } from '../locales/my/messages.po'
import { DEFAULT_LOCALE, LANGUAGE_KEY, type Locale } from './locales'

// Burmese is the default and ships in the start-up bundle so the first frame never waits on a
// catalogue fetch; English loads on demand.
const loaders: Record<Locale, () => Promise<Messages>> = {
  my: () => Promise.resolve(myMessages),
  en: () => import('../locales/en/messages.po').then((m) => m.messages),
}

i18n.load(DEFAULT_LOCALE, myMessages)

export async function activateLocale(locale: Locale): Promise<void> {
  if (i18n.locale !== locale) {
    i18n.load(locale, await loaders[locale]())
    i18n.activate(locale)
  }
  document.documentElement.lang = locale
}

export async function changeLocale(locale: Locale): Promise<void> {
  try {
    localStorage.setItem(LANGUAGE_KEY, locale)
  } catch {
    // The choice still applies for this visit when storage is unavailable.
  }
  await activateLocale(locale)
}

export { i18n }
