import { useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import { LocaleSchema, DEFAULT_LOCALE, type Locale } from '../../i18n/locales'
import * as v from 'valibot'
import { readThemeMode, type ThemeMode } from './theme'
import { pickTheme } from './actions'

export function useCurrentLocale(): Locale {
  const { i18n } = useLingui()
  const parsed = v.safeParse(LocaleSchema, i18n.locale)
  return parsed.success ? parsed.output : DEFAULT_LOCALE
}

/** The stored theme mode, and a setter that saves and applies it. */
export function useThemeMode(): [ThemeMode, (mode: ThemeMode) => void] {
  const [mode, setMode] = useState<ThemeMode>(() => readThemeMode())
  return [
    mode,
    (next) => {
      pickTheme(next)
      setMode(next)
    },
  ]
}
