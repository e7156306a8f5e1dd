import * as v from 'valibot'
import { DEFAULT_LOCALE, LocaleSchema, readStoredLanguage, type Locale } from '../i18n/locales'
import { buildAppServices, type AppServices } from './services'
import { lazySyncEngine } from './sync/lazy'
import { connectivity } from '../api/connectivity'
import type { AppDb } from './db'
import { storedHeToken, syncHeCookie } from './he-token'

function pageStorage(): Pick<Storage, 'getItem'> | null {
  try {
    return (globalThis as { localStorage?: Storage }).localStorage ?? null
  } catch {
    return null
  }
}

export function readHeToken(): string | null {
  return storedHeToken(pageStorage())
}

/** The cookie follows the token at each call (spec section 7). */
function heTokenForRequest(): string | null {
  const token = readHeToken()
  syncHeCookie(token)
  return token
}

/** The stored choice, else the page's lang (storage failed), else the default; never the browser's list. */
export function pageLocale(): Locale {
  const stored = v.safeParse(LocaleSchema, readStoredLanguage(pageStorage() ?? NO_STORAGE))
  if (stored.success) return stored.output
  const shown = v.safeParse(LocaleSchema, (globalThis as { document?: Document }).document?.documentElement.lang)
  return shown.success ? shown.output : DEFAULT_LOCALE
}

const NO_STORAGE = { getItem: () => null }

export function apiBase(): string {
  const base: unknown = import.meta.env.VITE_API_BASE
  return typeof base === 'string' ? base.replace(/\/+$/, '') : ''
}

let instance: AppServices | null = null

/** The page's services, over the `db` start-up opened (open-db.ts). */
export function appServices(db?: AppDb): AppServices {
  instance ??= buildAppServices(
    {
      db,
      onReachability: connectivity.report,
      baseURL: apiBase(),
      heToken: heTokenForRequest,
      language: pageLocale,
    },
    {
      makeSync: (options) => lazySyncEngine(options, () => import(/* chunk: after-paint */ './sync/app-engine')),
      // A session rarely ends; the wipe's code is not needed to paint home.
      endSession: async (db, o) => (await import(/* chunk: after-paint */ './account')).endSession(db, o),
    },
  )
  return instance
}
