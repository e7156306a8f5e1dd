import type { MiddlewareHandler } from 'hono'

const DIRECTIVES = [
  "default-src 'self'",
  "media-src 'self' blob:",
  "worker-src 'self' blob:",
  "img-src 'self' data: blob:",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "object-src 'none'",
  "form-action 'self'",
]

/** The policy, with `styleHashes` added to style-src for a page that carries inline <style>. */
export function contentSecurityPolicy(styleHashes: readonly string[] = []): string {
  if (styleHashes.length === 0) return DIRECTIVES.join('; ')
  return [...DIRECTIVES, `style-src 'self' ${styleHashes.join(' ')}`].join('; ')
}

export const CSP = contentSecurityPolicy()

export const securityHeaders: MiddlewareHandler = async (c, next) => {
  await next()
  // The app's pages set their own policy: the same one, plus the hashes of their inline style.
  if (!c.res.headers.has('Content-Security-Policy')) c.res.headers.set('Content-Security-Policy', CSP)
  c.res.headers.set('Referrer-Policy', 'strict-origin-when-cross-origin')
  c.res.headers.set('X-Content-Type-Options', 'nosniff')
}
