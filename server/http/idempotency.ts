import type { MiddlewareHandler } from 'hono'
import type { AppContext, AppEnv } from './types.ts'
import { optionalUser } from './auth.ts'
import { badRequest } from './errors.ts'

export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60_000

interface Stored {
  status: number
  content_type: string
  body: string
}

// Answers that ask the client to try again later (or after a token refresh) are not the outcome
// of the operation, so they are not replayed.
const replayable = (status: number) => status !== 401 && status !== 429 && status < 500

/**
 * A write carrying an Idempotency-Key that was seen in the last 24 h (same key, caller, method and
 * path) gets the first answer again and changes nothing. Concurrent duplicates wait for the first.
 */
export function idempotency(ctx: AppContext): MiddlewareHandler<AppEnv> {
  const inFlight = new Map<string, Promise<void>>()
  return async (c, next) => {
    const method = c.req.method
    if (method !== 'POST' && method !== 'PUT' && method !== 'DELETE') return next()
    const key = c.req.header('idempotency-key')
    if (key === undefined) return next()
    if (key.length < 1 || key.length > 200) throw badRequest('Idempotency-Key must be 1 to 200 characters')

    const user = optionalUser(c, ctx)
    const scope = user ? `user:${user.userId}` : 'anonymous'
    const path = c.req.path
    const id = JSON.stringify([key, scope, method, path])

    for (let pending = inFlight.get(id); pending; pending = inFlight.get(id)) await pending

    const now = ctx.now()
    const hit = ctx.db
      .prepare<[string, string, string, string, number], Stored>(
        `SELECT status, content_type, body FROM idempotency
          WHERE key = ? AND scope = ? AND method = ? AND path = ? AND created_at > ?`,
      )
      .get(key, scope, method, path, now - IDEMPOTENCY_TTL_MS)
    if (hit) {
      return new Response(hit.body, {
        status: hit.status,
        headers: { 'Content-Type': hit.content_type, 'Idempotent-Replayed': 'true' },
      })
    }

    let done = () => {}
    inFlight.set(id, new Promise<void>((resolve) => (done = resolve)))
    try {
      await next()
      if (replayable(c.res.status)) {
        const body = await c.res.clone().text()
        ctx.db.prepare('DELETE FROM idempotency WHERE created_at <= ?').run(now - IDEMPOTENCY_TTL_MS)
        ctx.db
          .prepare(
            `INSERT OR REPLACE INTO idempotency (key, scope, method, path, status, content_type, body, created_at)
             VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
          )
          .run(key, scope, method, path, c.res.status, c.res.headers.get('content-type') ?? 'application/json', body,
            ctx.now())
      }
    } finally {
      inFlight.delete(id)
      done()
    }
  }
}
