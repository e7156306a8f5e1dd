import * as v from 'valibot'
import { DEFAULT_LOCALE, LocaleSchema, readStoredLanguage, type Locale } from '../i18n/locales'
import { buildAppServices, type AppServices } from './services'
import { lazySyncEngine } from './sync/lazy'
import { connectivity } from '../api/connectivity'
import type { AppDb } from './db'
import { HE_TOKEN_KEY, storedHeToken, syncHeCookie } from './he-token'

export { HE_TOKEN_KEY }

function pageStorage(): Pick<Storage, 'getItem'> | null {
  try {
    return (globalThis as { localStorage?: Storage }).localStorage ?? null
  } catch {
    return null
  }
}

/** The HE token of the page; null where there is no localStorage (the worker) or it cannot be read. */
export function readHeToken(): string | null {
  return storedHeToken(pageStorage())
}

/**
 * The token for a request, with the X-HE-Auth cookie brought in step on the way (spec section 7),
 * so a token saved or cleared anywhere on the page is mirrored by the next call at the latest.
 */
function heTokenForRequest(): string | null {
  const token = readHeToken()
  syncHeCookie(token)
  return token
}

/**
 * The app's language for a request: the stored choice (written before a switch applies, and read by
 * start-up before the page's lang is set), else the language the page shows (a switch where storage
 * fails), else the default. Always one of the app's own, never the browser's list.
 */
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

/**
 * The page's services, created on first use (base address from VITE_API_BASE, default same
 * origin), over `db` when start-up opened one (open-db.ts). The service worker builds its own
 * with createAppServices({ heToken: () => null }).
 */
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
