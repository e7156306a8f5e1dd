import type { Hono } from 'hono'
import * as v from 'valibot'
import type { AppContext, AppEnv } from '../http/types.ts'
import { id, page, parse, parseBody, parseQuery } from '../http/validation.ts'
import { optionalUser, requireUser } from '../http/auth.ts'
import { badRequest, forbidden, notFound } from '../http/errors.ts'
import { consumeAll, limitsOf } from '../http/limits.ts'
import { commentText } from '../http/comment-text.ts'
import { getTitle } from '../services/content.ts'
import { HIDE_AT_REPORTS, addComment, commentOwner, deleteComment, listComments, reportComment } from '../services/comments.ts'

const ListQuery = v.object({ contentId: id('contentId'), page: page() })
const PostBody = v.object({ contentId: id('contentId'), text: commentText })
const Params = v.object({ id: id('id') })
// These calls carry nothing in the body, but one that comes must be JSON like every other write's:
// a cross-site page can send a text/plain POST without asking first.
const NoBody = v.object({})

const TOO_MANY = 'Too many comments; please wait a minute'

export function commentRoutes(app: Hono<AppEnv>, ctx: AppContext): void {
  const { db } = ctx

  /** The comment the caller may act on: gone, or hidden from them, is 404 as if it never existed. */
  const visibleComment = (raw: string | undefined, userId: number) => {
    const { id: commentId } = parse(Params, { id: raw }, 'path')
    const owner = commentOwner(db, commentId)
    if (!owner || (owner.userId !== userId && (owner.deleted || owner.reports >= HIDE_AT_REPORTS))) throw notFound('Comment not found')
    return { commentId, owner }
  }

  app.get('/v1/comment', (c) => {
    const { contentId, page } = parseQuery(c, ListQuery)
    if (!getTitle(db, contentId)) throw notFound('Content not found')
    return c.json(listComments(db, contentId, page, optionalUser(c, ctx)?.userId ?? null))
  })

  app.post('/v1/comment', async (c) => {
    const { userId } = requireUser(c, ctx)
    const { contentId, text } = await parseBody(c, PostBody)
    if (!getTitle(db, contentId)) throw notFound('Content not found')
    // Counted only for a comment that would be stored; a retry under the same Idempotency-Key is
    // answered from the replay cache and never reaches this line.
    await consumeAll(TOO_MANY, [[limitsOf(ctx).userComments, String(userId)]])
    return c.json({ success: true, comment: addComment(db, userId, contentId, text, ctx.now()) })
  })

  // Deleting one's own comment twice answers the same: the outbox may resend it after a lost answer.
  app.delete('/v1/comment/:id', async (c) => {
    const { userId } = requireUser(c, ctx)
    await parseBody(c, NoBody)
    const { commentId, owner } = visibleComment(c.req.param('id'), userId)
    if (owner.userId !== userId) throw forbidden('You can delete only your own comments')
    deleteComment(db, commentId, ctx.now())
    return c.json({ success: true })
  })

  app.post('/v1/comment/:id/report', async (c) => {
    const { userId } = requireUser(c, ctx)
    await parseBody(c, NoBody)
    const { commentId, owner } = visibleComment(c.req.param('id'), userId)
    if (owner.userId === userId) throw badRequest('You cannot report your own comment')
    if (owner.deleted) throw notFound('Comment not found')
    reportComment(db, commentId, userId, ctx.now())
    return c.json({ success: true })
  })
}
