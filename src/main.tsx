import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { RouterProvider } from '@tanstack/react-router'
import { I18nProvider } from '@lingui/react'
import './styles.css'
import { activateLocale, i18n } from './i18n/i18n'
import { readStoredLocale } from './i18n/locales'
import { startTheme } from './features/settings/theme'
import { makeRouter } from './router'
import { registerServiceWorker } from './pwa/register'

async function boot() {
  // The theme class goes on before the first paint so a dark-mode viewer never sees a white flash.
  startTheme()
  await activateLocale(readStoredLocale())
  const router = makeRouter()
  const root = document.getElementById('root')
  if (!root) throw new Error('The page has no #root element')
  createRoot(root).render(
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nProvider>
    </StrictMode>,
  )
  registerServiceWorker()
}

void boot()
