import { createHash } from 'node:crypto'
import type { MiddlewareHandler } from 'hono'

/**
 * A validator for catalogue answers that are the same for every viewer. A viewer reopening home pays
 * for the feed again on every visit otherwise: with an ETag and `no-cache` the browser (and the
 * service worker's network-first fetch through it) asks with If-None-Match and gets a bodiless 304
 * when nothing changed. The tag is a hash of the body, so it changes exactly when the answer does.
 * Only answers that never depend on the caller get one: a browser keeps them in its HTTP cache,
 * which logout cannot empty.
 */
export function conditionalGet(): MiddlewareHandler {
  return async (c, next) => {
    await next()
    const res = c.res
    if (c.req.method !== 'GET' || res.status !== 200 || !res.body || res.headers.has('etag')) return
    const body = Buffer.from(await res.clone().arrayBuffer())
    const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`
    res.headers.set('ETag', etag)
    res.headers.set('Cache-Control', 'no-cache')
    if (!matches(c.req.header('if-none-match'), etag)) return
    const headers = new Headers(res.headers)
    headers.delete('Content-Type')
    headers.delete('Content-Length')
    c.res = new Response(null, { status: 304, headers })
  }
}

/** If-None-Match holds a list of tags, weak or strong, or `*`; a GET compares them weakly. */
export function matches(header: string | undefined, etag: string): boolean {
  if (!header) return false
  const bare = (tag: string) => tag.trim().replace(/^W\//, '')
  return header.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag))
}
