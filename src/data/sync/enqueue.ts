import { FailureError, failure } from '../../api/failures'
import { fail, type Result } from '../../api/result'
import type { ContentItem } from '../../api/schemas/common'
import type { AppDb } from '../db'
import { guard } from '../storage'
import { META } from '../meta'
import { readSessionRow } from '../session-store'
import { applyFavoriteLocally, applyPositionLocally } from './local'
import { favKey, parseOutboxRow, posKey, type ChildInfo, type FavoriteOp, type OutboxOp, type PositionOp } from './ops'

export type EnqueueOutcome =
  | { outcome: 'queued'; opId: string }
  /** The newest queued operation already wants this. */
  | { outcome: 'unchanged'; opId: string }
  /** The server is known to hold the wanted state. */
  | { outcome: 'dropped'; opId: null }

export interface EnqueueDeps {
  db: AppDb
  now: () => number
  newId: () => string
}

export interface FavoriteInput {
  contentId: number
  wanted: boolean
  /** Shows an added title in the favorites list before it syncs. */
  item?: ContentItem
}

export interface PositionInput {
  childId: number
  /** Milliseconds (spec section 3). */
  duration: number
  position: number
  info?: ChildInfo
}

const tables = (db: AppDb) => [db.outbox, db.session, db.favoriteState, db.favoritePages, db.historyPages, db.meta]

export async function insertOp(deps: EnqueueDeps, userId: number, itemKey: string, op: OutboxOp, id = deps.newId()): Promise<string> {
  const at = deps.now()
  await deps.db.outbox.add({ id, userId, itemKey, op, status: 'queued', attempted: false, createdAt: at, updatedAt: at, failure: null })
  return id
}

/**
 * Per title only the last wanted state is kept, and one the server is known to hold is dropped;
 * once an operation was sent without an answer the server's state is unknown, so none is dropped.
 */
export function enqueueFavorite(deps: EnqueueDeps, input: FavoriteInput): Promise<Result<EnqueueOutcome>> {
  if (!Number.isInteger(input.contentId) || input.contentId < 1)
    return Promise.resolve(fail(failure('BadRequestFailure', 'contentId must be a positive integer')))
  const { db } = deps
  return guard(() =>
    db.transaction('rw', tables(db), async (): Promise<EnqueueOutcome> => {
      const session = await readSessionRow(db)
      if (!session) throw permission()
      const key = favKey(input.contentId)
      const rows = await db.outbox.where('[userId+itemKey]').equals([session.userId, key]).sortBy('seq')
      const existing = rows.map(parseOutboxRow)
      const last = existing.at(-1)
      const op: FavoriteOp = { kind: 'favorite', contentId: input.contentId, wanted: input.wanted }
      if (input.item) op.item = input.item
      else if (last?.op.kind === 'favorite' && last.op.item) op.item = last.op.item
      let result: EnqueueOutcome
      if (last && last.status === 'queued' && last.op.kind === 'favorite' && last.op.wanted === input.wanted) {
        result = { outcome: 'unchanged', opId: last.id }
      } else {
        // The new intent supersedes every older operation for the title, dead letters included.
        await db.outbox.bulkDelete(rows.map((r) => r.seq).filter((s): s is number => s !== undefined))
        // A deleted operation that was ever sent may have been applied: the server's state is unknown.
        if (existing.some((r) => r === null || r.attempted)) {
          await db.favoriteState.put({ contentId: input.contentId, server: null, at: deps.now() })
        }
        const known = await knownFavorite(db, input.contentId)
        result =
          known && known.server === input.wanted
            ? { outcome: 'dropped', opId: null }
            : { outcome: 'queued', opId: await insertOp(deps, session.userId, key, op) }
      }
      await applyFavoriteLocally(db, op, deps.now())
      return result
    }),
  )
}

/** The server's record from an answer, else "not a favorite" after an empty favorites list, else unknown. */
async function knownFavorite(db: AppDb, contentId: number): Promise<{ server: boolean | null } | undefined> {
  const row = await db.favoriteState.get(contentId)
  if (row) return row
  return (await db.meta.get(META.favoritesNone)) ? { server: false } : undefined
}

/** Keeps only the newest per episode, and updates Continue watching in the same transaction. */
export function enqueuePosition(deps: EnqueueDeps, input: PositionInput): Promise<Result<EnqueueOutcome>> {
  const { childId, duration } = input
  const valid = Number.isInteger(childId) && childId >= 1 && Number.isFinite(duration) && duration >= 1 && Number.isFinite(input.position)
  if (!valid) return Promise.resolve(fail(failure('BadRequestFailure', 'childId, duration and position must be valid')))
  const { db } = deps
  const d = Math.round(duration)
  // Players report a position slightly past the end on completion; the server clamps the same way.
  const op: PositionOp = { kind: 'position', childId, duration: d, position: Math.min(d, Math.max(0, Math.round(input.position))) }
  if (input.info) op.info = input.info
  return guard(() =>
    db.transaction('rw', tables(db), async (): Promise<EnqueueOutcome> => {
      const session = await readSessionRow(db)
      if (!session) throw permission()
      const key = posKey(childId)
      const rows = await db.outbox.where('[userId+itemKey]').equals([session.userId, key]).toArray()
      const previous = rows.map(parseOutboxRow).find((r) => r?.op.kind === 'position' && r.op.info)
      if (!op.info && previous?.op.kind === 'position' && previous.op.info) op.info = previous.op.info
      await db.outbox.bulkDelete(rows.map((r) => r.seq).filter((s): s is number => s !== undefined))
      const opId = await insertOp(deps, session.userId, key, op)
      await applyPositionLocally(db, op, deps.now())
      return { outcome: 'queued', opId }
    }),
  )
}

/** Spec section 6: protected features need a login. */
export const permission = () => new FailureError(failure('PermissionFailure', 'User not authenticated'))
