import { StrictMode, startTransition } from 'react'
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
import { appServices } from './data/app-services'
import { openPageDb } from './data/open-db'
import { connectivity, followBrowserConnectivity } from './api/connectivity'
import { followGate, readGateState, runGate, type GateState } from './boot/gate'
import { yieldToMain } from './lib/yield-to-main'

// The inline gate may insert this script while the page is still parsed: #root must exist first.
function domReady(): Promise<void> {
  if (document.readyState !== 'loading') return Promise.resolve()
  return new Promise((resolve) => document.addEventListener('DOMContentLoaded', () => resolve(), { once: true }))
}

async function boot({ heArrived }: GateState) {
  // Each step is a task of its own: the viewer may already be tapping the painted shell.
  await yieldToMain()
  // Before the first paint, so a dark-mode viewer never sees a white flash.
  startTheme()
  await yieldToMain()
  // Where IndexedDB cannot open, the app runs online on tables in memory.
  const [, opened] = await Promise.all([activateLocale(readStoredLocale()), openPageDb(), domReady()])
  await yieldToMain()
  const services = appServices(opened.db)
  const router = makeRouter(services)
  // Resolved before rendering: otherwise the router's state change renders the screen in one blocking task.
  await router.load().catch(() => undefined)
  await yieldToMain()
  const root = document.getElementById('root')
  if (!root) throw new Error('The page has no #root element')
  const reactRoot = createRoot(root)
  // A transition renders in slices, answering taps on the painted shell between them.
  startTransition(() =>
    reactRoot.render(
      <StrictMode>
        <I18nProvider i18n={i18n}>
          <RouterProvider router={router} />
        </I18nProvider>
      </StrictMode>,
    ),
  )
  // Not needed to paint home: on a slow link it would only compete with the banner.
  afterFirstPaint(() => void import(/* chunk: after-paint */ './shell/late-start').then((m) => m.lateStart(services, router)))
  // Spec section 2: an HE user who appears at start-up lands on /profile; only then is the login code loaded.
  if (heArrived) void import('./features/auth/he-startup-login').then((m) => m.loginWithHeAtStartup(services, router, i18n))
}

// Chromium may offer installation before the app finishes booting; keep the offer from the start.
captureInstallPrompt()
followBrowserConnectivity(window, connectivity)

// The built page ran the gate inline (boot/gate-inline.ts); only the dev server's page runs it here.
const inlineGate = readGateState(window)
if (inlineGate) {
  void boot(inlineGate)
} else if (import.meta.env.DEV) {
  const state = runGate(window, import.meta.env.VITE_HE_CHECKER_URL ?? '/he/check')
  followGate(window, state, () => void boot(state))
} else {
  void boot({ heArrived: false, redirectTo: null })
}
