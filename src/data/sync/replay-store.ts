import * as v from 'valibot'
import type { Failure } from '../../api/failures'
import type { AppDb } from '../db'
import { META, addToCounter } from '../meta'
import { backoffDelay, type BackoffPolicy } from './backoff'
import { parseOutboxRow, type ParsedOutboxRow } from './ops'
import { applySocialAnswer } from './social-local'

// The storage steps of a replay: one transaction each, none spanning a network call.
/** Spec: an operation older than 30 days is dropped and counted. */
export const RETENTION_MS = 30 * 24 * 60 * 60_000

export async function dropExpired(db: AppDb, now: number, retentionMs: number = RETENTION_MS): Promise<number> {
  return db.transaction('rw', db.outbox, db.meta, async () => {
    const n = await db.outbox
      .where('createdAt')
      .below(now - retentionMs)
      .delete()
    await addToCounter(db, META.outboxExpired, n, now)
    return n
  })
}

const BackoffSchema = v.object({ attempts: v.number(), notBefore: v.number() })
export type BackoffState = v.InferOutput<typeof BackoffSchema>

export async function readBackoff(db: AppDb): Promise<BackoffState | null> {
  const parsed = v.safeParse(BackoffSchema, (await db.meta.get(META.syncBackoff))?.value)
  return parsed.success ? parsed.output : null
}

/** Records one more transient failure; resolves to when the next attempt may start. */
export async function recordBackoff(db: AppDb, f: Failure, now: number, random: () => number, policy: BackoffPolicy): Promise<number> {
  return db.transaction('rw', db.meta, async () => {
    const attempts = (await readBackoff(db))?.attempts ?? 0
    const notBefore = now + backoffDelay(attempts, random, policy, f)
    await db.meta.put({ key: META.syncBackoff, scope: 'user', value: { attempts: attempts + 1, notBefore }, at: now })
    return notBefore
  })
}

export async function clearBackoff(db: AppDb): Promise<void> {
  await db.meta.delete(META.syncBackoff)
}

/**
 * The oldest queued operation of an item not in `busy`, marked attempted (its effect is unknown from
 * now) and added to `busy` in the transaction; unreadable rows are removed and counted, never sent.
 */
export async function takeNext(db: AppDb, userId: number, now: number, busy: Set<string> = new Set()): Promise<ParsedOutboxRow | null> {
  return db.transaction('rw', db.outbox, db.meta, async () => {
    for (;;) {
      const raw = await db.outbox
        .where('[userId+status]')
        .equals([userId, 'queued'])
        .filter((r) => !busy.has(r.itemKey))
        .first()
      if (!raw) return null
      const row = parseOutboxRow(raw)
      if (!row) {
        if (raw.seq !== undefined) await db.outbox.delete(raw.seq)
        await addToCounter(db, META.outboxCorrupt, 1, now)
        continue
      }
      busy.add(row.itemKey)
      if (!row.attempted) await db.outbox.update(row.seq, { attempted: true, updatedAt: now })
      return { ...row, attempted: true }
    }
  })
}

/** The server accepted `row`: remove it and remember what the server now holds. */
export async function completeOp(db: AppDb, row: ParsedOutboxRow, now: number, answer?: unknown): Promise<void> {
  await db.transaction('rw', [db.outbox, db.favoriteState, db.meta, db.ratings, db.commentPages], async () => {
    const current = await db.outbox.get(row.seq)
    if (current?.id === row.id) await db.outbox.delete(row.seq)
    if (row.op.kind === 'favorite') await db.favoriteState.put({ contentId: row.op.contentId, server: row.op.wanted, at: now })
    else await applySocialAnswer(db, row.op, answer, now)
    await db.meta.delete(META.syncBackoff)
  })
}

/** The server refused `row` for good: keep it as a dead letter the viewer can retry or discard. */
export async function killOp(db: AppDb, row: ParsedOutboxRow, f: Failure, now: number): Promise<void> {
  await db.transaction('rw', db.outbox, db.meta, async () => {
    const current = await db.outbox.get(row.seq)
    if (current?.id === row.id) await db.outbox.update(row.seq, { status: 'dead', failure: f, updatedAt: now })
    // A definite answer proves the server reachable: the back-off starts over.
    await db.meta.delete(META.syncBackoff)
  })
}
