import { msg } from '@lingui/core/macro'
import { i18n } from '@lingui/core'
import { changeLocale } from '../../i18n/i18n'
import type { Locale } from '../../i18n/locales'
import { toasts } from '../../ui/toast/toast-store'
import { setThemeMode, type ThemeMode } from './theme'

/** Saves and applies the language; the app re-renders in it without a reload. */
export async function pickLanguage(locale: Locale): Promise<void> {
  await changeLocale(locale)
  toasts.show('success', i18n._(msg`Saved`))
}

/** Saves and applies the theme mode (system follows the OS preference live). */
export function pickTheme(mode: ThemeMode): void {
  setThemeMode(mode)
  toasts.show('success', i18n._(msg`Saved`))
}
