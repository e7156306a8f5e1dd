import type { MiddlewareHandler } from 'hono'

/**
 * Every API answer is `no-store` unless its route chose a policy itself (the caller-independent
 * catalogue's validator sets `no-cache`, conditional.ts). Answers that read the caller (profile,
 * favorites, history, notifications, subscription, payment, a title's entitlement, tokens) must
 * not stay in a browser's HTTP cache or a shared proxy: logout on the device cannot empty those.
 * A default rather than a list, so a new route that reads the caller is covered without thought.
 */
export function noStoreByDefault(): MiddlewareHandler {
  return async (c, next) => {
    await next()
    if (!c.res.headers.has('Cache-Control')) c.res.headers.set('Cache-Control', 'no-store')
  }
}
