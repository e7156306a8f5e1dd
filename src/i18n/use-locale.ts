import { useLingui } from '@lingui/react'
import { DEFAULT_LOCALE, LOCALES, type Locale } from './locales'

/**
 * The language the app shows now; it re-renders on a switch. Screens that store server answers key
 * them by it, so each language's copy is read and refreshed on its own.
 */
export function useLocale(): Locale {
  const { i18n } = useLingui()
  return (LOCALES as readonly string[]).includes(i18n.locale) ? (i18n.locale as Locale) : DEFAULT_LOCALE
}
