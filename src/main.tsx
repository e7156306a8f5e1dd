import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { RouterProvider } from '@tanstack/react-router'
import { I18nProvider } from '@lingui/react'
import './styles.css'
import { activateLocale, i18n } from './i18n/i18n'
import { readStoredLocale } from './i18n/locales'
import { startTheme } from './features/settings/theme'
import { makeRouter } from './router'
import { afterFirstPaint } from './pwa/after-first-paint'
import { captureInstallPrompt } from './pwa/install'
import { appServices, readHeToken } from './data/app-services'
import { syncHeCookie } from './data/he-token'
import { openPageDb } from './data/open-db'
import { connectivity, listenForOfflineEvent } from './api/connectivity'
import { HE_CHECK_TIMEOUT_MS, heTokenArrived, runHeStartupCheck } from './features/auth/he-startup'

async function boot() {
  // The theme class goes on before the first paint so a dark-mode viewer never sees a white flash.
  startTheme()
  // IndexedDB opens beside the catalogue; where it cannot, the app runs online on tables in memory.
  const [, opened] = await Promise.all([activateLocale(readStoredLocale()), openPageDb()])
  const services = appServices(opened.db)
  const router = makeRouter(services)
  const root = document.getElementById('root')
  if (!root) throw new Error('The page has no #root element')
  createRoot(root).render(
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nProvider>
    </StrictMode>,
  )
  // Nothing here is needed to paint home; on a slow link it would only compete with the banner.
  afterFirstPaint(() => void import('./pwa/late-start').then((m) => m.lateStart(services)))
  // Spec section 2: an HE user who appears at start-up lands on /profile, welcomed.
  // Only a launch that brings a token needs the login code, so it stays out of the first download.
  if (heArrived) void import('./features/auth/he-startup-login').then((m) => m.loginWithHeAtStartup(services, router, i18n))
}

function storage(name: 'localStorage' | 'sessionStorage'): Storage {
  try {
    return window[name]
  } catch {
    // Some private modes throw on mere access; an empty stand-in keeps start-up going.
    const memory = new Map<string, string>()
    return {
      length: 0,
      clear: () => memory.clear(),
      key: () => null,
      getItem: (k) => memory.get(k) ?? null,
      setItem: (k, v) => void memory.set(k, v),
      removeItem: (k) => void memory.delete(k),
    }
  }
}

// Chromium may offer installation before the app finishes booting; keep the offer from the start.
captureInstallPrompt()
listenForOfflineEvent(window, connectivity)

// Read before the start-up check strips the checker's answer from the address.
const heArrived = heTokenArrived(window.location.href)

const decision = runHeStartupCheck({
  location: window.location,
  history: window.history,
  localStorage: storage('localStorage'),
  sessionStorage: storage('sessionStorage'),
  online: navigator.onLine,
  checkerUrl: import.meta.env.VITE_HE_CHECKER_URL ?? '/he/check',
  now: Date.now,
})

// Saved from the checker's answer or cleared before going to it: the cookie follows at once.
syncHeCookie(readHeToken())

if (decision.kind === 'redirect') {
  window.location.assign(decision.url)
  // A checker that never answers must not leave the viewer on a blank page.
  setTimeout(() => {
    window.stop()
    void boot()
  }, HE_CHECK_TIMEOUT_MS)
} else {
  void boot()
}
