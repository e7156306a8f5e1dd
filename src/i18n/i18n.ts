import { i18n, type Messages } from '@lingui/core'
import { messages as myStartup } from '../locales/my/startup.po'
import { DEFAULT_LOCALE, LANGUAGE_KEY, type Locale } from './locales'

type Loader = () => Promise<Messages>

// Burmese start-up strings ship in the bundle, so the first frame waits on no fetch; the rest follow.
const startup: Record<Locale, Loader> = {
  my: () => Promise.resolve(myStartup),
  en: () => import('../locales/en/startup.po').then((m) => m.messages),
}
const rest: Record<Locale, Loader> = {
  my: () => import('../locales/my/messages.po').then((m) => m.messages),
  en: () => import('../locales/en/messages.po').then((m) => m.messages),
}

i18n.load(DEFAULT_LOCALE, myStartup)

const complete = new Map<Locale, Promise<void>>()

/** Every string of `locale`: screens other than home wait for it, so no untranslated id shows. */
export function catalogueReady(locale: Locale = (i18n.locale || DEFAULT_LOCALE) as Locale): Promise<void> {
  let loading = complete.get(locale)
  if (!loading) {
    loading = rest[locale]().then((messages) => i18n.load(locale, messages))
    // A failed fetch (an old tab after a deploy) is tried again by the next caller.
    loading.catch(() => complete.delete(locale))
    complete.set(locale, loading)
  }
  return loading
}

/** A lazy module, once its strings are in too; a catalogue that cannot load leaves ids, not a failed chunk. */
export function whenTranslated<T>(chunk: Promise<T>): Promise<T> {
  return Promise.all([chunk, catalogueReady().catch(() => undefined)]).then(([m]) => m)
}

export async function activateLocale(locale: Locale): Promise<void> {
  if (i18n.locale !== locale) {
    i18n.load(locale, await startup[locale]())
    i18n.activate(locale)
  }
  document.documentElement.lang = locale
  catalogueReady(locale).catch(() => undefined)
}

export async function changeLocale(locale: Locale): Promise<void> {
  try {
    localStorage.setItem(LANGUAGE_KEY, locale)
  } catch {
    // The choice still applies for this visit when storage is unavailable.
  }
  // The whole catalogue first: the screen that changes the language is not home.
  await catalogueReady(locale)
  await activateLocale(locale)
}

export { i18n }
