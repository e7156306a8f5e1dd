import { registerRoute } from 'workbox-routing'

const CHECKER_TIMEOUT_MS = 5000

/** Where to send the viewer when the checker cannot be reached: back to the app, unchecked. */
export function fallbackFromChecker(checkerUrl: URL, origin: string): string {
  let target = new URL('/', origin)
  try {
    const requested = new URL(checkerUrl.searchParams.get('redirect') ?? '/', origin)
    if (requested.origin === origin) target = requested
  } catch {
    // A malformed redirect falls back to home.
  }
  target.searchParams.set('checked', '1')
  target.searchParams.delete('token')
  return target.href
}

/**
 * The start-up check navigates to the operator's checker. On a link that the browser thinks is up
 * but is dead, that navigation would end on the browser's error page; answer it from here instead,
 * so the viewer lands in the cached app.
 */
export function setUpHeCheckFallback(origin: string): void {
  registerRoute(
    ({ url, request }) => request.mode === 'navigate' && url.origin === origin && url.pathname === '/he/check',
    async ({ request, url }) => {
      try {
        return await fetch(request, { signal: AbortSignal.timeout(CHECKER_TIMEOUT_MS) })
      } catch {
        return Response.redirect(fallbackFromChecker(url, origin), 302)
      }
    },
  )
}
