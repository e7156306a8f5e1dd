import { failure } from '../../api/failures'
import { fail, type Result } from '../../api/result'
import type { AppDb } from '../db'
import { guard } from '../storage'
import { readSessionRow } from '../session-store'
import { checkCommentText } from '../../lib/comment-text'
import { insertOp, permission, type EnqueueDeps, type EnqueueOutcome } from './enqueue'
import {
  commentDeleteKey,
  commentKey,
  commentReportKey,
  parseOutboxRow,
  rateKey,
  type CommentDeleteOp,
  type CommentOp,
  type CommentReportOp,
  type OutboxOp,
  type RatingOp,
} from './ops'

export interface RatingInput {
  contentId: number
  /** Null removes the rating. */
  stars: number | null
  title?: string
}

export interface CommentInput {
  contentId: number
  /** Already in Unicode (a Zawgyi draft is converted before it gets here). */
  text: string
  title?: string
}

export interface CommentTargetInput {
  contentId: number
  commentId: number
}

const badRequest = (message: string) => Promise.resolve(fail(failure('BadRequestFailure', message)))
const validId = (n: number) => Number.isInteger(n) && n >= 1

/** The last intent replaces every older operation for the item, dead letters included. */
function replaceFor(deps: EnqueueDeps, itemKey: string, op: OutboxOp, same: (old: OutboxOp) => boolean): Promise<Result<EnqueueOutcome>> {
  const { db } = deps
  return guard(() =>
    db.transaction('rw', [db.outbox, db.session], async (): Promise<EnqueueOutcome> => {
      const session = await readSessionRow(db)
      if (!session) throw permission()
      const rows = await db.outbox.where('[userId+itemKey]').equals([session.userId, itemKey]).sortBy('seq')
      const last = parseOutboxRow(rows.at(-1))
      if (last && last.status === 'queued' && same(last.op)) return { outcome: 'unchanged', opId: last.id }
      await db.outbox.bulkDelete(rows.map((r) => r.seq).filter((s): s is number => s !== undefined))
      return { outcome: 'queued', opId: await insertOp(deps, session.userId, itemKey, op) }
    }),
  )
}

/** Never dropped as "what the server holds": the stored summary may predate another device's change. */
export function enqueueRating(deps: EnqueueDeps, input: RatingInput): Promise<Result<EnqueueOutcome>> {
  const { contentId, stars } = input
  if (!validId(contentId)) return badRequest('contentId must be a positive integer')
  if (stars !== null && !(Number.isInteger(stars) && stars >= 1 && stars <= 5)) return badRequest('stars must be 1 to 5')
  const op: RatingOp = { kind: 'rating', contentId, stars }
  if (input.title !== undefined) op.title = input.title
  return replaceFor(deps, rateKey(contentId), op, (old) => old.kind === 'rating' && old.stars === stars)
}

/** A comment is its own item, sent once under its id as the idempotency key. */
export function enqueueComment(deps: EnqueueDeps, input: CommentInput): Promise<Result<EnqueueOutcome>> {
  if (!validId(input.contentId)) return badRequest('contentId must be a positive integer')
  const checked = checkCommentText(input.text)
  if (!checked.ok) return badRequest(checked.problem)
  const { db } = deps
  return guard(() =>
    db.transaction('rw', [db.outbox, db.session], async (): Promise<EnqueueOutcome> => {
      const session = await readSessionRow(db)
      if (!session) throw permission()
      const id = deps.newId()
      const op: CommentOp = { kind: 'comment', contentId: input.contentId, text: checked.text, writtenAt: deps.now() }
      if (input.title !== undefined) op.title = input.title
      return { outcome: 'queued', opId: await insertOp(deps, session.userId, commentKey(id), op, id) }
    }),
  )
}

export function enqueueCommentDelete(deps: EnqueueDeps, input: CommentTargetInput): Promise<Result<EnqueueOutcome>> {
  if (!validId(input.contentId) || !validId(input.commentId)) return badRequest('contentId and commentId must be positive integers')
  const op: CommentDeleteOp = { kind: 'commentDelete', ...input }
  return replaceFor(deps, commentDeleteKey(input.commentId), op, (old) => old.kind === 'commentDelete')
}

export function enqueueCommentReport(deps: EnqueueDeps, input: CommentTargetInput): Promise<Result<EnqueueOutcome>> {
  if (!validId(input.contentId) || !validId(input.commentId)) return badRequest('contentId and commentId must be positive integers')
  const op: CommentReportOp = { kind: 'commentReport', ...input }
  return replaceFor(deps, commentReportKey(input.commentId), op, (old) => old.kind === 'commentReport')
}

/** Only one never sent or refused: one sent without an answer may already be posted (false). */
export function withdrawComment(db: AppDb, opId: string): Promise<Result<boolean>> {
  return guard(() =>
    db.transaction('rw', [db.outbox, db.session], async () => {
      const session = await readSessionRow(db)
      const row = parseOutboxRow(await db.outbox.where('id').equals(opId).first())
      if (!session || !row || row.userId !== session.userId || row.op.kind !== 'comment') return false
      if (row.status === 'queued' && row.attempted) return false
      await db.outbox.delete(row.seq)
      return true
    }),
  )
}
