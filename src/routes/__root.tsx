import { Outlet, createRootRouteWithContext } from '@tanstack/react-router'
import { AppShell } from '../ui/shell/AppShell'
import { UnexpectedError } from '../ui/errors/UnexpectedError'
import { NotFoundPage } from '../ui/errors/NotFoundPage'
import type { RouterContext } from '../router'

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  errorComponent: ({ error }) => <UnexpectedError error={error} />,
  notFoundComponent: NotFoundPage,
})

function RootLayout() {
  return (
    <AppShell>
      <Outlet />
    </AppShell>
  )
}
