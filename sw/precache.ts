import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching'
import { NavigationRoute, registerRoute } from 'workbox-routing'
import type { RouteHandlerCallback } from 'workbox-core'
import type { PrecacheEntry } from 'workbox-precaching'
import { SERVER_PATH_PREFIXES } from './server-paths'
import { withStoredBanner } from './shell-banner'
import { isScreenCode, savingData, setUpLeanPrecache } from './lean-precache'

/**
 * Precaches the build's shell, route chunks (lean-precache.ts, which the data saver holds back),
 * default catalogue and font, and answers every app
 * navigation with the cached shell, so a launch with no network still opens the app. Addresses
 * with a query (`/?checked=1&token=…`) get the shell too: the query is for the app, not the server.
 */
export function setUpPrecache(manifest: Array<PrecacheEntry | string>): void {
  const code = (e: PrecacheEntry | string) => isScreenCode(typeof e === 'string' ? e : e.url)
  // No directory index: `/` is a navigation like any other, answered below (with home's banner).
  precacheAndRoute(
    manifest.filter((e) => !code(e)),
    { ignoreURLParametersMatching: [/.*/], directoryIndex: '' },
  )
  setUpLeanPrecache(manifest.filter(code))
  cleanupOutdatedCaches()
  const shell = createHandlerBoundToURL('/index.html')
  const handler: RouteHandlerCallback = async (options) => {
    const response = await shell(options)
    if (new URL(options.url).pathname !== '/') return response
    // The navigation's Save-Data, or the app's own saver (on by hand, or on a slow link): the banner the app then asks for.
    const saver = options.request.headers.get('save-data')?.trim().toLowerCase() === 'on' || (await savingData())
    return withStoredBanner(response, saver)
  }
  registerRoute(new NavigationRoute(handler, { denylist: SERVER_PATH_PREFIXES.map((prefix) => new RegExp(`^${prefix}`)) }))
}
