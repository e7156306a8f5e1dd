import { i18n, type Messages } from '@lingui/core'
import { messages as myStartup } from '../locales/my/startup.po'
import { DEFAULT_LOCALE, LANGUAGE_KEY, type Locale } from './locales'

type Loader = () => Promise<Messages>

// Burmese is the default, and the strings that the shell and home paint with ship in the start-up
// bundle, so the first frame never waits on a catalogue fetch. Every other screen's strings follow
// in a second catalogue, fetched at once after start-up (and precached by the worker); English
// loads on demand.
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

/**
 * Resolves once every string of `locale` (by default the active one) is loaded. Screens other than
 * home wait for it before they render (the root route's beforeLoad), so no untranslated id shows.
 */
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

/**
 * A lazily loaded module, handed over once the rest of the strings are in too (for code split off
 * the start-up path whose strings live in the second catalogue). A catalogue that cannot load
 * leaves ids on screen rather than failing the chunk.
 */
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
