import { Outlet, createRootRouteWithContext } from '@tanstack/react-router'
import { AppShell } from '../shell/AppShell'
import { LazyNotFoundPage, LazyUnexpectedError } from '../ui/errors/lazy-pages'
import type { RouterContext } from '../router'
import { catalogueReady } from '../i18n/i18n'

export const Route = createRootRouteWithContext<RouterContext>()({
  // Home paints with the start-up strings alone; any other screen waits for the rest (normally
  // already loaded: the fetch starts at boot). A catalogue that cannot load leaves ids, not a crash.
  beforeLoad: ({ location }) => (location.pathname === '/' ? undefined : catalogueReady().catch(() => undefined)),
  component: RootLayout,
  errorComponent: ({ error }) => <LazyUnexpectedError error={error} />,
  notFoundComponent: LazyNotFoundPage,
})

function RootLayout() {
  return (
    <AppShell>
      <Outlet />
    </AppShell>
  )
}
