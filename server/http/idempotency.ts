import type { MiddlewareHandler } from 'hono'
import type { Database } from 'better-sqlite3'
import type { AppContext, AppEnv } from './types.ts'
import { callerKey } from './auth.ts'
import { badRequest, HttpError } from './errors.ts'
import { sha256 } from '../services/tokens.ts'

export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60_000
/**
 * Keys one caller (a user, or an anonymous client address) keeps; past it the oldest go. A viewer's
 * offline queue retries within minutes, so only a flood ever reaches it.
 */
export const REPLAYS_PER_CALLER = 500
/** Rows the whole table keeps, however many callers fill it; the sweep drops the oldest beyond. */
export const REPLAYS_MAX = 100_000
/** How often a write also sweeps lapsed keys; the server's timer sweeps between writes. */
const SWEEP_EVERY_MS = 60_000

/**
 * Drops keys past their 24 h and, beyond REPLAYS_MAX rows, the oldest. Runs on a timer
 * (server/server.ts), so lapsed keys go whether or not anyone writes. Returns the rows dropped.
 */
export function sweepReplays(db: Database, now: number, max = REPLAYS_MAX): number {
  let dropped = db.prepare('DELETE FROM replays WHERE created_at <= ?').run(now - IDEMPOTENCY_TTL_MS).changes
  if (max === Infinity) return dropped
  const { n } = db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM replays').get() ?? { n: 0 }
  if (n > max) {
    dropped += db.prepare('DELETE FROM replays WHERE rowid IN (SELECT rowid FROM replays ORDER BY created_at LIMIT ?)').run(n - max).changes
  }
  return dropped
}

/** Keeps one caller's newest `cap` keys. */
function capCaller(db: Database, scope: string, cap: number): void {
  db.prepare(
    `DELETE FROM replays WHERE rowid IN (
       SELECT rowid FROM replays WHERE scope = ? ORDER BY created_at DESC, rowid DESC LIMIT -1 OFFSET ?)`,
  ).run(scope, cap)
}

interface Stored {
  status: number
  content_type: string
  body: string
  body_hash: string
}

// Answers that ask the client to try again later (or after a token refresh) are not the outcome
// of the operation, so they are not replayed.
const replayable = (status: number) => status !== 401 && status !== 429 && status < 500

// Answers that hand out a credential are never kept: a replay would give it to whoever guessed or
// saw the key, and the cache would hold it in plain text. A retry runs the call again instead.
const NEVER_STORED = new Set([
  '/v1/auth/verify-otp',
  '/v1/auth/verify-he-login',
  '/v1/auth/refresh-token',
  '/v1/he/check',
  '/v1/auth/handoff',
  '/v1/auth/handoff/redeem',
  // Its URL carries a media grant: a replay after the grant lapsed would hand out a dead address.
  '/v1/streaming/content',
  // Download licences carry one too (see NEVER_STORED_PATTERN for renewals).
  '/v1/download/license',
])
const NEVER_STORED_PATTERN = /^\/v1\/download\/license\/[^/]+\/renew$/
const CARRIES_TOKEN = /"(?:token|accessToken|refreshToken)"\s*:/

/**
 * A write carrying an Idempotency-Key that was seen in the last 24 h (same key, caller, method and
 * path) gets the first answer again and changes nothing; the same key with another body is a
 * client bug or a probe, and gets 422. Concurrent duplicates wait for the first.
 */
export function idempotency(ctx: AppContext, perCaller = REPLAYS_PER_CALLER): MiddlewareHandler<AppEnv> {
  const inFlight = new Map<string, Promise<void>>()
  let sweptAt = -Infinity
  return async (c, next) => {
    const method = c.req.method
    if (method !== 'POST' && method !== 'PUT' && method !== 'DELETE') return next()
    const key = c.req.header('idempotency-key')
    if (key === undefined) return next()
    if (key.length < 1 || key.length > 200) throw badRequest('Idempotency-Key must be 1 to 200 characters')

    // An anonymous caller is known only by its socket's client; callers behind one NAT share it,
    // which is why nothing carrying a credential is stored and a key reused with another body is refused.
    const scope = callerKey(c, ctx)
    const path = c.req.path
    const bodyHash = sha256(await c.req.text())
    const id = JSON.stringify([key, scope, method, path])

    for (let pending = inFlight.get(id); pending; pending = inFlight.get(id)) await pending

    const now = ctx.now()
    const hit = ctx.db
      .prepare<[string, string, string, string, number], Stored>(
        `SELECT status, content_type, body, body_hash FROM replays
          WHERE key = ? AND scope = ? AND method = ? AND path = ? AND created_at > ?`,
      )
      .get(key, scope, method, path, now - IDEMPOTENCY_TTL_MS)
    if (hit && hit.body_hash !== bodyHash) {
      throw new HttpError(422, 'Idempotency-Key was already used with a different request body')
    }
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
      if (!replayable(c.res.status) || NEVER_STORED.has(path) || NEVER_STORED_PATTERN.test(path)) return
      const body = await c.res.clone().text()
      if (CARRIES_TOKEN.test(body)) return
      const at = ctx.now()
      if (at - sweptAt >= SWEEP_EVERY_MS) {
        // Lapsed keys only: the table-wide cap is the timer's job, off any request's path.
        sweepReplays(ctx.db, at, Infinity)
        sweptAt = at
      }
      ctx.db.transaction(() => {
        ctx.db
          .prepare(
            `INSERT OR REPLACE INTO replays (key, scope, method, path, body_hash, status, content_type, body, created_at)
             VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
          )
          .run(key, scope, method, path, bodyHash, c.res.status, c.res.headers.get('content-type') ?? 'application/json', body, at)
        capCaller(ctx.db, scope, perCaller)
      })()
    } finally {
      inFlight.delete(id)
      done()
    }
  }
}
