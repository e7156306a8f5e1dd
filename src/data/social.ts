import { socialApi } from '../api/endpoints/social'
import type { Result } from '../api/result'
import { CommentSchema, RatingSummarySchema, type Comment, type RatingSummary } from '../api/schemas/social'
import type { Failure } from '../api/failures'
import type { AppDb } from './db'
import type { DataDeps } from './deps'
import { markFetched } from './meta'
import { parseStored } from './parse'
import { guard, quietly } from './storage'
import { readSessionRow } from './session-store'
import type { PagedListDef } from './paged/store'
import { commentDeleteKey, commentReportKey, parseOutboxRow, rateKey, userRange } from './sync/ops'
import { commentListKey } from './sync/social-local'

// Apart from data/index (in the start-up chunk): only a title's page reads ratings and comments.

/** A title's comments as last seen, newest first: read offline from the device. */
export const commentsList: PagedListDef<{ contentId: number }, Comment> = {
  kind: 'comments',
  table: 'commentPages',
  scope: 'catalogue',
  item: CommentSchema,
  idOf: (c) => c.id,
  listKey: (p) => commentListKey(p.contentId),
  fetch: (api, p, page) => socialApi(api).getComments(p.contentId, page),
  maxLists: 30,
}

export interface RatingView {
  /** With the viewer's unsent change applied; null before any answer was stored. */
  average: number | null
  count: number
  mine: number | null
  sync: 'synced' | 'waiting' | 'failed'
}

/** The viewer's old stars leave the total and the new ones join it: the average once the change lands. */
export function withPendingRating(
  summary: RatingSummary | null,
  pending: number | null | undefined,
): Pick<RatingView, 'average' | 'count' | 'mine'> {
  if (!summary) {
    if (pending === undefined || pending === null) return { average: null, count: 0, mine: null }
    return { average: pending, count: 1, mine: pending }
  }
  if (pending === undefined) return { average: summary.count ? summary.average : null, count: summary.count, mine: summary.mine }
  const count = summary.count - (summary.mine === null ? 0 : 1) + (pending === null ? 0 : 1)
  const total = summary.total - (summary.mine ?? 0) + (pending ?? 0)
  return { average: count > 0 ? Math.round((total / count) * 100) / 100 : null, count, mine: pending }
}

export function readRating(db: AppDb, contentId: number): Promise<RatingView> {
  const empty: RatingView = { average: null, count: 0, mine: null, sync: 'synced' }
  return quietly(async () => {
    const row = await db.ratings.get(contentId)
    const summary = row ? parseStored(RatingSummarySchema, row.data) : null
    const session = await readSessionRow(db)
    const raw = session
      ? await db.outbox
          .where('[userId+itemKey]')
          .equals([session.userId, rateKey(contentId)])
          .last()
      : undefined
    const op = parseOutboxRow(raw)
    const pending = op?.op.kind === 'rating' ? op.op.stars : undefined
    // A stored `mine` belongs to whoever was logged in when it was fetched; logged out, there is none.
    const base = summary && !session ? { ...summary, mine: null } : summary
    const sync = !op ? 'synced' : op.status === 'dead' ? 'failed' : 'waiting'
    return { ...withPendingRating(base, pending), sync }
  }, empty)
}

export async function refreshRating(deps: DataDeps, contentId: number): Promise<Result<RatingSummary>> {
  const answer = await socialApi(deps.api).getRating(contentId)
  if (!answer.ok) return answer
  const at = deps.now()
  const saved = await guard(() =>
    deps.db.transaction('rw', [deps.db.ratings, deps.db.meta], async () => {
      await deps.db.ratings.put({ contentId, data: answer.value, fetchedAt: at })
      await markFetched(deps.db, `rating:${contentId}`, 'catalogue', at)
    }),
  )
  return saved.ok ? answer : saved
}

export interface PendingComment {
  opId: string
  text: string
  writtenAt: number
  status: 'sending' | 'failed'
  failure: Failure | null
}

export interface PendingCommentActions {
  /** Newest first. */
  comments: PendingComment[]
  /** Server comments the viewer asked to delete or reported: not shown while that is unsent. */
  deleting: Set<number>
  reported: Set<number>
}

export function readPendingComments(db: AppDb, contentId: number): Promise<PendingCommentActions> {
  const empty = (): PendingCommentActions => ({ comments: [], deleting: new Set(), reported: new Set() })
  return quietly(async () => {
    const out = empty()
    const session = await readSessionRow(db)
    if (!session) return out
    const rows = await db.outbox
      .where('[userId+itemKey]')
      .between(...userRange(session.userId))
      .toArray()
    for (const raw of rows) {
      const row = parseOutboxRow(raw)
      if (!row || !('contentId' in row.op) || row.op.contentId !== contentId) continue
      const op = row.op
      if (op.kind === 'comment') {
        out.comments.push({
          opId: row.id,
          text: op.text,
          writtenAt: op.writtenAt,
          status: row.status === 'dead' ? 'failed' : 'sending',
          failure: row.failure,
        })
      } else if (op.kind === 'commentDelete' && row.itemKey === commentDeleteKey(op.commentId)) out.deleting.add(op.commentId)
      else if (op.kind === 'commentReport' && row.itemKey === commentReportKey(op.commentId)) out.reported.add(op.commentId)
    }
    out.comments.sort((a, b) => b.writtenAt - a.writtenAt)
    return out
  }, empty())
}
