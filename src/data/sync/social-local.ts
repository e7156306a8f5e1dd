import * as v from 'valibot'
import { CommentSchema, RatingSummarySchema, type Comment } from '../../api/schemas/social'
import type { AppDb } from '../db'
import { parseStoredList } from '../parse'
import type { OutboxOp } from './ops'

/** The list key of a title's comments in commentPages (and its list state). */
export const commentListKey = (contentId: number) => String(contentId)

const CommentAnswer = v.object({ comment: CommentSchema })

/** The server's word shows at once rather than jumping back until the next refresh; inside completeOp's transaction. */
export async function applySocialAnswer(db: AppDb, op: OutboxOp, answer: unknown, at: number): Promise<void> {
  if (op.kind === 'rating') {
    const summary = v.safeParse(RatingSummarySchema, answer)
    if (summary.success) {
      const { contentId, average, count, total, mine } = summary.output
      await db.ratings.put({ contentId, data: { contentId, average, count, total, mine }, fetchedAt: at })
    }
    return
  }
  if (op.kind === 'comment') {
    const posted = v.safeParse(CommentAnswer, answer)
    if (posted.success) await editPages(db, op.contentId, (items, page) => (page === 1 ? [posted.output.comment, ...items] : items))
    return
  }
  if (op.kind === 'commentDelete') await editPages(db, op.contentId, (items) => items.filter((c) => c.id !== op.commentId))
}

async function editPages(db: AppDb, contentId: number, edit: (items: Comment[], page: number) => Comment[]): Promise<void> {
  const list = commentListKey(contentId)
  const rows = await db.commentPages.where('list').equals(list).toArray()
  const seen = new Set<number>()
  for (const row of rows.sort((a, b) => a.page - b.page)) {
    const items = edit(parseStoredList(CommentSchema, row.items), row.page).filter((c) => !seen.has(c.id) && seen.add(c.id))
    await db.commentPages.put({ ...row, items })
  }
}
