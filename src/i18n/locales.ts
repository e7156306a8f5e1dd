import * as v from 'valibot'

export const LOCALES = ['my', 'en'] as const
export const DEFAULT_LOCALE = 'my'
export const LocaleSchema = v.picklist(LOCALES)
export type Locale = v.InferOutput<typeof LocaleSchema>

/** localStorage key for the chosen language (spec: language is local, not a network call). */
export const LANGUAGE_KEY = 'LANGUAGE'

/**
 * The stored language as written, unchecked, or null. The page's inline start-up script reads it
 * too (src/boot/gate.ts), where the schema's code would weigh more than the check.
 */
export function readStoredLanguage(storage: Pick<Storage, 'getItem'>): string | null {
  try {
    return storage.getItem(LANGUAGE_KEY)
  } catch {
    // Storage can throw in private modes or when the quota is exhausted; the default applies.
    return null
  }
}

export function readStoredLocale(storage: Pick<Storage, 'getItem'> = localStorage): Locale {
  const parsed = v.safeParse(LocaleSchema, readStoredLanguage(storage))
  return parsed.success ? parsed.output : DEFAULT_LOCALE
}
