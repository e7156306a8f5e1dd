import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching'
import { NavigationRoute, registerRoute } from 'workbox-routing'
import type { RouteHandlerCallback } from 'workbox-core'
import type { PrecacheEntry } from 'workbox-precaching'
import { SERVER_PATH_PREFIXES } from './server-paths'
import { withStoredBanner } from './shell-banner'

/**
 * Precaches the build's shell, route chunks, default catalogue and font, and answers every app
 * navigation with the cached shell, so a launch with no network still opens the app. Addresses
 * with a query (`/?checked=1&token=…`) get the shell too: the query is for the app, not the server.
 */
export function setUpPrecache(manifest: Array<PrecacheEntry | string>): void {
  // No directory index: `/` is a navigation like any other, answered below (with home's banner).
  precacheAndRoute(manifest, { ignoreURLParametersMatching: [/.*/], directoryIndex: '' })
  cleanupOutdatedCaches()
  const shell = createHandlerBoundToURL('/index.html')
  const handler: RouteHandlerCallback = async (options) => {
    const response = await shell(options)
    const saver = options.request.headers.get('save-data')?.trim().toLowerCase() === 'on'
    return new URL(options.url).pathname === '/' ? withStoredBanner(response, saver) : response
  }
  registerRoute(new NavigationRoute(handler, { denylist: SERVER_PATH_PREFIXES.map((prefix) => new RegExp(`^${prefix}`)) }))
}
