import type { Failure } from '../../api/failures'

export interface BackoffPolicy {
  baseMs: number
  maxMs: number
}

/** Design: back off exponentially with jitter, from 2 s up to 5 min. */
export const DEFAULT_BACKOFF: BackoffPolicy = { baseMs: 2_000, maxMs: 5 * 60_000 }

/** A Retry-After beyond this is treated as this (a broken header must not park the queue for weeks). */
const MAX_RETRY_AFTER_MS = 24 * 60 * 60_000

/** base·2^attempt ±20 % jitter (devices must not come back in step), clamped, never below Retry-After. */
export function backoffDelay(attempt: number, random: () => number, policy: BackoffPolicy, f?: Failure): number {
  const raw = policy.baseMs * 2 ** Math.min(attempt, 30)
  const jittered = raw * (0.8 + 0.4 * random())
  const delay = Math.min(policy.maxMs, Math.max(policy.baseMs, jittered))
  const asked = f?.retryAfterMs
  return asked === undefined ? delay : Math.max(delay, Math.min(asked, MAX_RETRY_AFTER_MS))
}
