import type { MiddlewareHandler } from 'hono'
import * as v from 'valibot'
import type { AppEnv } from './types.ts'
import { errorBody } from './errors.ts'

const rate = (name: string) =>
  v.optional(
    v.pipe(
      v.number(`${name} must be a number`),
      v.minValue(0, `${name} must be within 0..1`),
      v.maxValue(1, `${name} must be within 0..1`),
    ),
    0,
  )

export const FaultsSchema = v.object({
  latencyMs: v.optional(
    v.pipe(
      v.number('latencyMs must be a number'),
      v.integer('latencyMs must be an integer'),
      v.minValue(0, 'latencyMs must not be negative'),
      v.maxValue(60_000, 'latencyMs must be at most 60000'),
    ),
    0,
  ),
  failRate: rate('failRate'),
  failStatus: v.optional(
    v.pipe(
      v.number('failStatus must be a number'),
      v.integer('failStatus must be an integer'),
      v.minValue(400, 'failStatus must be within 400..599'),
      v.maxValue(599, 'failStatus must be within 400..599'),
    ),
    503,
  ),
  resetRate: rate('resetRate'),
  // 'after' resets once the call has been applied: a lost answer, which is what idempotency keys are for.
  resetPhase: v.optional(v.picklist(['before', 'after'], "resetPhase must be 'before' or 'after'"), 'before'),
})

export type Faults = v.InferOutput<typeof FaultsSchema>

export interface FaultState {
  current: Faults | null
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Wall-clock latency on purpose: it exercises client timeouts, which the injected clock cannot. */
export function faultInjection(state: FaultState, random: () => number): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const f = state.current
    if (!f || !c.req.path.startsWith('/v1/')) return next()
    if (f.latencyMs > 0) await sleep(f.latencyMs)
    const reset = f.resetRate > 0 && random() < f.resetRate
    if (reset && f.resetPhase === 'before') return resetConnection(c)
    if (f.failRate > 0 && random() < f.failRate) {
      return c.json(errorBody(f.failStatus, 'Injected fault'), f.failStatus as 503)
    }
    await next()
    if (reset) return resetConnection(c)
  }
}

function resetConnection(c: Parameters<MiddlewareHandler<AppEnv>>[0]): Response {
  const socket = c.env?.incoming?.socket
  if (socket) socket.destroy()
  // Without a socket (in-process tests) the nearest thing is an answer that carries nothing.
  c.res = new Response(null, { status: 502, headers: { 'X-Fault': 'connection-reset' } })
  return c.res
}
