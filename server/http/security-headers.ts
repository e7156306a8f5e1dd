import type { MiddlewareHandler } from 'hono'

export const CSP = [
  "default-src 'self'",
  "media-src 'self' blob:",
  "worker-src 'self' blob:",
  "img-src 'self' data: blob:",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "object-src 'none'",
  "form-action 'self'",
].join('; ')

export const securityHeaders: MiddlewareHandler = async (c, next) => {
  await next()
  c.res.headers.set('Content-Security-Policy', CSP)
  c.res.headers.set('Referrer-Policy', 'strict-origin-when-cross-origin')
  c.res.headers.set('X-Content-Type-Options', 'nosniff')
}
