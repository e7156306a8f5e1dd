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

// The built page loads this script from its inline gate, which may insert it while the page is
// still being parsed: #root must exist before React renders into it.
function domReady(): Promise<void> {
  if (document.readyState !== 'loading') return Promise.resolve()
  return new Promise((resolve) => document.addEventListener('DOMContentLoaded', () => resolve(), { once: true }))
}

async function boot({ heArrived }: GateState) {
  // The script's evaluation is one task already; the database's schema and the theme are the next.
  await yieldToMain()
  // The theme class goes on before the first paint so a dark-mode viewer never sees a white flash.
  startTheme()
  // The theme's media query brings the page's style up to date, and Dexie's first instance builds
  // its schema: a few milliseconds each, one long task on the phone if they share one.
  await yieldToMain()
  // IndexedDB opens beside the catalogue; where it cannot, the app runs online on tables in memory.
  const [, opened] = await Promise.all([activateLocale(readStoredLocale()), openPageDb(), domReady()])
  // Start-up runs after the shell has painted, so the viewer may already be tapping: each step is
  // its own task (the script's evaluation, the database, the router, then the render's slices).
  await yieldToMain()
  const services = appServices(opened.db)
  const router = makeRouter(services)
  // The first screen's route chunk and loader are resolved before React renders: a render that
  // waited on them would be finished by the router's state change, which React renders in one
  // blocking task, the whole first screen at once. A failed load still renders its error view.
  await router.load().catch(() => undefined)
  await yieldToMain()
  const root = document.getElementById('root')
  if (!root) throw new Error('The page has no #root element')
  const reactRoot = createRoot(root)
  // As a transition, React renders the first screen in slices of a few milliseconds and lets the
  // phone answer a tap on the painted shell between them; a plain render is one task, hundreds of
  // milliseconds long on a phone of benchmark index 400.
  startTransition(() =>
    reactRoot.render(
      <StrictMode>
        <I18nProvider i18n={i18n}>
          <RouterProvider router={router} />
        </I18nProvider>
      </StrictMode>,
    ),
  )
  // Nothing here is needed to paint home; on a slow link it would only compete with the banner. It
  // comes with the late shell, in the chunk that follows the first paint.
  afterFirstPaint(() => void import(/* chunk: after-paint */ './shell/late-start').then((m) => m.lateStart(services, router)))
  // Spec section 2: an HE user who appears at start-up lands on /profile, welcomed.
  // Only a launch that brings a token needs the login code, so it stays out of the first download.
  if (heArrived) void import('./features/auth/he-startup-login').then((m) => m.loginWithHeAtStartup(services, router, i18n))
}

// Chromium may offer installation before the app finishes booting; keep the offer from the start.
captureInstallPrompt()
followBrowserConnectivity(window, connectivity)

// The built page ran the check inline before asking for this script (src/boot/gate-inline.ts).
// The dev server's page has no inline gate, so there it runs here; the branch is left out of the
// build, where a page without the gate's answer can only be one that was told to render.
const inlineGate = readGateState(window)
if (inlineGate) {
  void boot(inlineGate)
} else if (import.meta.env.DEV) {
  const state = runGate(window, import.meta.env.VITE_HE_CHECKER_URL ?? '/he/check')
  followGate(window, state, () => void boot(state))
} else {
  void boot({ heArrived: false, redirectTo: null })
}
