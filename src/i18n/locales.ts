import * as v from 'valibot'

export const LOCALES = ['my', 'en'] as const
export const DEFAULT_LOCALE = 'my'
export const LocaleSchema = v.picklist(LOCALES)
export type Locale = v.InferOutput<typeof LocaleSchema>

/** localStorage key for the chosen language (spec: language is local, not a network call). */
export const LANGUAGE_KEY = 'LANGUAGE'

export function readStoredLocale(storage: Pick<Storage, 'getItem'> = localStorage): Locale {
  let raw: string | null = null
  try {
    raw = storage.getItem(LANGUAGE_KEY)
  } catch {
    // Storage can throw in private modes or when the quota is exhausted; fall back to the default.
  }
  const parsed = v.safeParse(LocaleSchema, raw)
  return parsed.success ? parsed.output : DEFAULT_LOCALE
}
