import type { Failure } from '../../api/failures'

export interface BackoffPolicy {
  baseMs: number
  maxMs: number
}

/** Design: back off exponentially with jitter, from 2 s up to 5 min. */
export const DEFAULT_BACKOFF: BackoffPolicy = { baseMs: 2_000, maxMs: 5 * 60_000 }

/** A Retry-After beyond this is treated as this (a broken header must not park the queue for weeks). */
const MAX_RETRY_AFTER_MS = 24 * 60 * 60_000

/**
 * Delay before retry number `attempt` (0 for the first retry): base·2^attempt with ±20 % jitter so
 * that many devices do not come back in step, clamped to [base, max], and never shorter than what
 * the server asked for with Retry-After.
 */
export function backoffDelay(attempt: number, random: () => number, policy: BackoffPolicy, f?: Failure): number {
  const raw = policy.baseMs * 2 ** Math.min(attempt, 30)
  const jittered = raw * (0.8 + 0.4 * random())
  const delay = Math.min(policy.maxMs, Math.max(policy.baseMs, jittered))
  const asked = f?.retryAfterMs
  return asked === undefined ? delay : Math.max(delay, Math.min(asked, MAX_RETRY_AFTER_MS))
}
