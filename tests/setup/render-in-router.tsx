// Lives beside the set-up rather than in tests/helpers: the integration suite type-checks helpers without JSX.
import type { ReactNode } from 'react'
import { render } from '@testing-library/react'
import { I18nProvider } from '@lingui/react'
import { i18n } from '@lingui/core'
import { Outlet, RouterProvider, createMemoryHistory, createRootRouteWithContext, createRoute, createRouter } from '@tanstack/react-router'
import type { AppServices } from '../../src/data'
import type { RouterContext } from '../../src/router'

/** English source messages: tests read the text as written in the code. */
export function activateSourceLocale(): void {
  if (i18n.locale !== 'en') {
    i18n.load('en', {})
    i18n.activate('en')
  }
}

/**
 * Renders `ui` as the page at `path` inside a real router (memory history) whose context holds
 * `services`, like the app's. Any other path renders its address, so navigation can be asserted.
 * `options` sets what the app's router sets (src/router.tsx) where a test needs it.
 */
export async function renderInRouter(ui: () => ReactNode, services: AppServices, path = '/', options: { defaultPreload?: 'intent' } = {}) {
  activateSourceLocale()
  const root = createRootRouteWithContext<RouterContext>()({ component: () => <Outlet /> })
  const pathname = path.split('?')[0] ?? '/'
  const page = createRoute({ getParentRoute: () => root, path: pathname, component: () => <>{ui()}</> })
  const elsewhere = createRoute({
    getParentRoute: () => root,
    path: '$',
    component: function Elsewhere() {
      return <p data-testid="elsewhere">{router.state.location.href}</p>
    },
  })
  const router = createRouter({
    routeTree: root.addChildren([page, elsewhere]),
    history: createMemoryHistory({ initialEntries: [path] }),
    context: { i18n, services },
    ...options,
  })
  await router.load()
  const view = render(
    <I18nProvider i18n={i18n}>
      <RouterProvider router={router as never} />
    </I18nProvider>,
  )
  return { router, ...view }
}
