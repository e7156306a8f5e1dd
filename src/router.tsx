import { createRouter } from '@tanstack/react-router'
import type { I18n } from '@lingui/core'
import { routeTree } from './routeTree.gen'
import { i18n } from './i18n/i18n'
import { LazyUnexpectedError } from './ui/errors/lazy-pages'
import type { AppServices } from './data'

export interface RouterContext {
  i18n: I18n
  /** The page's database, API client and sync engine; loaders refresh tables through it. */
  services: AppServices
}

export function makeRouter(services: AppServices) {
  return createRouter({
    routeTree,
    context: { i18n, services },
    defaultPreload: 'intent',
    // Loaders read the device's database, which answers in milliseconds, and what they read is the
    // screen's first frame: a read kept from an earlier visit or a hover would show an old list
    // (an empty one, for a list first opened before it was stored) until the live query answered.
    defaultStaleReloadMode: 'blocking',
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
    defaultErrorComponent: ({ error }) => <LazyUnexpectedError error={error} />,
  })
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof makeRouter>
  }
}
