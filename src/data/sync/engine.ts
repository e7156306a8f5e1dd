import { failure, isSessionLost, isTransient, toFailure, type Failure } from '../../api/failures'
import { defaultLocks, type LockRunner } from '../../api/locks'
import type { Result } from '../../api/result'
import type { Api } from '../../api/client'
import type { AppDb } from '../db'
import { newId as defaultNewId } from '../storage'
import { readSessionRow } from '../session-store'
import { DEFAULT_BACKOFF, backoffDelay, type BackoffPolicy } from './backoff'
import type { EnqueueOutcome } from './enqueue'
import { enqueueOp, type EnqueueInput, type OutboxKind } from './operations'
import { socialApi } from '../../api/endpoints/social'
import { RETENTION_MS, clearBackoff, completeOp, dropExpired, killOp, readBackoff, recordBackoff, takeNext } from './replay-store'
import { requestBackgroundSync } from './background-sync'
import type { ParsedOutboxRow } from './ops'

/** One replayer at a time across every tab and the service worker. */
export const REPLAY_LOCK = 'outbox-replay'

export interface SyncEngineOptions {
  db: AppDb
  api: Api
  now?: () => number
  random?: () => number
  sleep?: (ms: number) => Promise<void>
  newId?: () => string
  locks?: LockRunner
  backoff?: BackoffPolicy
  retentionMs?: number
  /** Replay after each enqueue and on the back-off timer; off in tests that call run/flush/drain. */
  autoRun?: boolean
  isOnline?: () => boolean
  /** Operations in flight at once (different items only). */
  concurrency?: number
  requestBackgroundSync?: () => void
  /** The kinds each unstopped pass sent, for what follows the server's state (spec section 4). */
  afterPass?: (sent: ReadonlySet<OutboxKind>) => Promise<void> | void
}

export interface RunReport {
  /** idle: nothing sendable is left; backoff: wait until retryAt; paused: no login to send with. */
  state: 'idle' | 'backoff' | 'paused' | 'error'
  sent: number
  dead: number
  retryAt?: number
  failure?: Failure
}

export interface SyncEngine {
  /** Queues an operation (operations.ts) and, while online, starts sending. */
  enqueue<K extends OutboxKind>(kind: K, input: EnqueueInput<K>): Promise<Result<EnqueueOutcome>>
  /** One replay pass under the cross-context lock. */
  run(): Promise<RunReport>
  /** Runs now, or joins the run in progress (which then goes round once more); never rejects. */
  flush(): Promise<RunReport>
  kick(): void
  /** Forgets the back-off first: the link just came back, so a delay earned while down only holds the queue. */
  retryNow(): void
  /** Flushes, sleeping through back-offs, until idle or paused (the worker's sync event, tests). */
  drain(maxRounds?: number): Promise<RunReport>
  /** Stops the retry timer; the engine can still be flushed. */
  stop(): void
}

const MAX_OPS_PER_PASS = 500
/** Browsers open at most 6 connections per host over HTTP/1.1: more would only queue in the browser. */
const DEFAULT_CONCURRENCY = 6
const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))
const navigatorOnline = () => (globalThis as { navigator?: { onLine?: boolean } }).navigator?.onLine !== false

export function createSyncEngine(opts: SyncEngineOptions): SyncEngine {
  const { db, api } = opts
  const askForBackgroundSync = opts.requestBackgroundSync ?? requestBackgroundSync
  const now = opts.now ?? Date.now
  const random = opts.random ?? Math.random
  const sleep = opts.sleep ?? defaultSleep
  const locks = opts.locks ?? defaultLocks
  const policy = opts.backoff ?? DEFAULT_BACKOFF
  const isOnline = opts.isOnline ?? navigatorOnline
  const enqueueDeps = { db, now, newId: opts.newId ?? defaultNewId }
  const concurrency = Math.max(1, Math.floor(opts.concurrency ?? DEFAULT_CONCURRENCY))
  let errorStreak = 0

  function send(row: ParsedOutboxRow): Promise<Result<{ success: boolean }>> {
    const o = { idempotencyKey: row.id, asUser: row.userId }
    const op = row.op
    const social = () => socialApi(api)
    switch (op.kind) {
      case 'position':
        return api.addWatchHistory({ childId: op.childId, duration: op.duration, position: op.position }, o)
      case 'favorite':
        return op.wanted ? api.addFavorite(op.contentId, o) : api.removeFavorite(op.contentId, o)
      case 'rating':
        return op.stars === null ? social().deleteRating(op.contentId, o) : social().putRating(op.contentId, op.stars, o)
      case 'comment':
        return social().postComment(op.contentId, op.text, o)
      case 'commentDelete':
        return social().deleteComment(op.commentId, o)
      case 'commentReport':
        return social().reportComment(op.commentId, o)
    }
  }

  type Stop = Omit<RunReport, 'sent' | 'dead'>
  type Outcome = { kind: 'sent' } | { kind: 'dead' } | { kind: 'stop'; report: Stop } | { kind: 'retry'; failure: Failure }

  /** Sends one operation and records the answer; a non-'sent'/'dead' outcome ends the pass. */
  async function replayOne(row: ParsedOutboxRow): Promise<Outcome> {
    const answer = await send(row)
    if (answer.ok && answer.value.success) {
      await completeOp(db, row, now(), answer.value)
      return { kind: 'sent' }
    }
    const f = answer.ok ? failure('BadRequestFailure', 'The server did not accept the change') : answer.failure
    if (isSessionLost(f)) return { kind: 'stop', report: { state: 'paused', failure: f } }
    if (isTransient(f)) return { kind: 'retry', failure: f }
    await killOp(db, row, f, now())
    return { kind: 'dead' }
  }

  async function pass(): Promise<RunReport> {
    const report: RunReport = { state: 'idle', sent: 0, dead: 0 }
    await dropExpired(db, now(), opts.retentionMs ?? RETENTION_MS)
    const backoff = await readBackoff(db)
    if (backoff && backoff.notBefore > now()) return { ...report, state: 'backoff', retryAt: backoff.notBefore }
    // Items go out a few at once; an item with an operation in flight is skipped, keeping its order.
    const inFlight = new Set<string>()
    const sentKinds = new Set<OutboxKind>()
    let stop: Stop | null = null
    let taken = 0
    const worker = async () => {
      while (stop === null && taken < MAX_OPS_PER_PASS) {
        // Read at send time: the operation goes out with whoever is logged in now, if that is its user.
        const session = await readSessionRow(db)
        if (!session) {
          stop ??= { state: 'paused' }
          return
        }
        if (stop !== null) return
        // takeNext marks the item busy inside its transaction, so no other worker can take it.
        const row = await takeNext(db, session.userId, now(), inFlight)
        if (!row) return
        if (stop !== null) {
          // Another worker stopped the pass meanwhile: leave the row queued.
          inFlight.delete(row.itemKey)
          return
        }
        taken++
        let backingOff: (Stop & { failure: Failure }) | null = null
        try {
          const outcome = await replayOne(row)
          // Decided before the item is released, or a waiting worker would send it again at once.
          if (outcome.kind === 'retry') {
            // The first stop wins, and operations that fail together count as one attempt.
            if (stop === null) stop = backingOff = { state: 'backoff', failure: outcome.failure }
          } else if (outcome.kind === 'stop') stop ??= outcome.report
          else if (outcome.kind === 'sent') {
            report.sent++
            sentKinds.add(row.op.kind)
          } else report.dead++
        } finally {
          inFlight.delete(row.itemKey)
        }
        if (backingOff) backingOff.retryAt = await recordBackoff(db, backingOff.failure, now(), random, policy)
      }
    }
    await Promise.all(Array.from({ length: concurrency }, worker))
    if (stop !== null) return { ...report, ...(stop as Stop) }
    await opts.afterPass?.(sentKinds)
    return report
  }

  async function run(): Promise<RunReport> {
    try {
      const report = await locks(REPLAY_LOCK, pass)
      errorStreak = 0
      return report
    } catch (e) {
      // Storage trouble: nothing can be recorded, so the retry delay is kept in memory.
      const f = toFailure(e)
      return { state: 'error', sent: 0, dead: 0, failure: f, retryAt: now() + backoffDelay(errorStreak++, random, policy, f) }
    }
  }

  let running: Promise<RunReport> | null = null
  let again = false
  let timerGen = 0
  let stopped = false

  function schedule(report: RunReport): void {
    if (stopped || opts.autoRun === false || report.retryAt === undefined) return
    const gen = ++timerGen
    void sleep(Math.max(0, report.retryAt - now())).then(() => {
      if (gen === timerGen && !stopped) kick()
    })
  }

  function flush(): Promise<RunReport> {
    if (running) {
      again = true
      return running
    }
    const current = (async () => {
      let report: RunReport
      do {
        again = false
        report = await run()
      } while (again)
      // Cleared in the same tick as the last `again` check, so no caller can join a finished run.
      running = null
      schedule(report)
      return report
    })()
    running = current
    return current
  }

  function kick(): void {
    void flush()
  }

  async function drain(maxRounds = 50): Promise<RunReport> {
    let report = await flush()
    for (let i = 0; i < maxRounds && report.retryAt !== undefined; i++) {
      await sleep(Math.max(0, report.retryAt - now()))
      report = await flush()
    }
    return report
  }

  async function afterEnqueue<T>(result: Result<T>): Promise<Result<T>> {
    if (result.ok) {
      askForBackgroundSync()
      if (opts.autoRun !== false && isOnline()) kick()
    }
    return result
  }

  return {
    enqueue: async (kind, input) => afterEnqueue(await enqueueOp(enqueueDeps, kind, input)),
    run,
    flush,
    kick,
    retryNow() {
      void resetBackoff(db).then(kick)
    },
    drain,
    stop() {
      stopped = true
      timerGen++
    },
  }
}

/** Forgets the back-off so the next run tries at once (after login, or a "retry now" action). */
export async function resetBackoff(db: AppDb): Promise<void> {
  try {
    await clearBackoff(db)
  } catch {
    // The back-off then simply runs out by itself.
  }
}
