import type { Failure } from '../../api/failures'
import type { Result } from '../../api/result'
import type { AppDb } from '../db'
import { META, getMetaNumber } from '../meta'
import { guard, newId, quietly } from '../storage'
import { readSessionRow } from '../session-store'
import { favKey, parseOutboxRow, posKey, userRange, type OutboxOp } from './ops'
import { readBackoff } from './replay-store'

/** Readers for the UI; each sees only the logged-in viewer's operations. */
export interface SyncSummary {
  pending: number
  /** Refused by the server: the viewer may retry or discard them. */
  dead: number
  /** Dropped by the 30-day retention rule, ever. */
  expired: number
  retryAt: number | null
}

const EMPTY: SyncSummary = { pending: 0, dead: 0, expired: 0, retryAt: null }

export function readSyncSummary(db: AppDb): Promise<SyncSummary> {
  return quietly(async () => {
    const expired = await getMetaNumber(db, META.outboxExpired)
    const session = await readSessionRow(db)
    if (!session) return { ...EMPTY, expired }
    const pending = await db.outbox.where('[userId+status]').equals([session.userId, 'queued']).count()
    const dead = await db.outbox.where('[userId+status]').equals([session.userId, 'dead']).count()
    const backoff = await readBackoff(db)
    return { pending, dead, expired, retryAt: backoff && pending > 0 ? backoff.notBefore : null }
  }, EMPTY)
}

export type ItemSync = 'synced' | 'waiting' | 'failed'

async function itemSync(db: AppDb, itemKey: string): Promise<ItemSync> {
  const session = await readSessionRow(db)
  if (!session) return 'synced'
  const row = await db.outbox.where('[userId+itemKey]').equals([session.userId, itemKey]).last()
  return !row ? 'synced' : row.status === 'dead' ? 'failed' : 'waiting'
}

/** The "waiting to sync" mark of a title's favorite toggle. */
export const readContentSync = (db: AppDb, contentId: number) => quietly(() => itemSync(db, favKey(contentId)), 'synced' as ItemSync)

/** The "waiting to sync" mark of a continue-watching row. */
export const readChildSync = (db: AppDb, childId: number) => quietly(() => itemSync(db, posKey(childId)), 'synced' as ItemSync)

/** Marks for a whole list at once: itemKey ('fav:<id>' / 'pos:<id>') → state, only unsynced ones. */
export function readUnsyncedItems(db: AppDb): Promise<Map<string, ItemSync>> {
  return quietly(async () => {
    const out = new Map<string, ItemSync>()
    const session = await readSessionRow(db)
    if (!session) return out
    const rows = await db.outbox
      .where('[userId+itemKey]')
      .between(...userRange(session.userId))
      .toArray()
    for (const r of rows) out.set(r.itemKey, r.status === 'dead' ? 'failed' : 'waiting')
    return out
  }, new Map<string, ItemSync>())
}

export interface DeadLetter {
  id: string
  op: OutboxOp
  failure: Failure | null
  createdAt: number
  failedAt: number
}

export function listDeadLetters(db: AppDb): Promise<DeadLetter[]> {
  return quietly(async () => {
    const session = await readSessionRow(db)
    if (!session) return []
    const rows = await db.outbox.where('[userId+status]').equals([session.userId, 'dead']).toArray()
    return rows
      .map(parseOutboxRow)
      .filter((r) => r !== null)
      .map((r) => ({ id: r.id, op: r.op, failure: r.failure, createdAt: r.createdAt, failedAt: r.updatedAt }))
  }, [])
}

async function updateDead(db: AppDb, ids: string[] | 'all', change: (seq: number) => Promise<unknown>): Promise<number> {
  return db.transaction('rw', db.outbox, db.session, db.meta, async () => {
    const session = await readSessionRow(db)
    if (!session) return 0
    const rows = await db.outbox.where('[userId+status]').equals([session.userId, 'dead']).toArray()
    let n = 0
    for (const r of rows) {
      if (r.seq === undefined || (ids !== 'all' && !ids.includes(r.id))) continue
      await change(r.seq)
      n++
    }
    // The viewer asked to try again: do not make them wait out an old back-off.
    if (n > 0) await db.meta.delete(META.syncBackoff)
    return n
  })
}

/** A new idempotency key each: the server would repeat the refusal kept under the old one. */
export function retryDeadLetters(db: AppDb, ids: string[] | 'all' = 'all', makeId: () => string = newId): Promise<Result<number>> {
  return guard(() => updateDead(db, ids, (seq) => db.outbox.update(seq, { status: 'queued', failure: null, id: makeId() })))
}

/** The local lists show the change until their next refresh; the favorite toggle falls back at once. */
export function discardDeadLetters(db: AppDb, ids: string[] | 'all' = 'all'): Promise<Result<number>> {
  return guard(() => updateDead(db, ids, (seq) => db.outbox.delete(seq)))
}
