import type { Hono } from 'hono'
import * as v from 'valibot'
import type { AppContext, AppEnv } from '../http/types.ts'
import { id, parse, parseBody, parseQuery, pagedQuery } from '../http/validation.ts'
import { requireUser } from '../http/auth.ts'
import { notFound } from '../http/errors.ts'
import { ITEM_COLUMNS, PAGE_SIZE, contentItem, getTitle, offsetOf, paged, type TitleRow } from '../services/content.ts'

const FavoriteBody = v.object({ contentId: id('contentId') })

export function favoriteRoutes(app: Hono<AppEnv>, ctx: AppContext): void {
  const { db } = ctx

  app.get('/v1/favorite', (c) => {
    const { userId } = requireUser(c, ctx)
    const { page } = parseQuery(c, pagedQuery)
    const total = db.prepare<[number], { n: number }>('SELECT COUNT(*) AS n FROM favorites WHERE user_id = ?').get(userId)?.n ?? 0
    const rows = db
      .prepare<[number, number, number], TitleRow>(
        `SELECT ${ITEM_COLUMNS} FROM favorites f JOIN titles t ON t.id = f.content_id
          WHERE f.user_id = ? ORDER BY f.created_at DESC, f.rowid DESC LIMIT ? OFFSET ?`,
      )
      .all(userId, PAGE_SIZE, offsetOf(page))
    return c.json(paged(rows.map(contentItem), page, total))
  })

  app.post('/v1/favorite', async (c) => {
    const { userId } = requireUser(c, ctx)
    const { contentId } = await parseBody(c, FavoriteBody)
    if (!getTitle(db, contentId)) throw notFound('Content not found')
    db.prepare('INSERT OR IGNORE INTO favorites (user_id, content_id, created_at) VALUES (?, ?, ?)').run(userId, contentId, ctx.now())
    return c.json({ success: true })
  })

  app.delete('/v1/favorite', async (c) => {
    const { userId } = requireUser(c, ctx)
    // Some HTTP stacks drop DELETE bodies, so the id may also come in the query string.
    const fromQuery = c.req.query('contentId')
    const { contentId } =
      fromQuery !== undefined ? parse(FavoriteBody, { contentId: fromQuery }, 'query') : await parseBody(c, FavoriteBody)
    db.prepare('DELETE FROM favorites WHERE user_id = ? AND content_id = ?').run(userId, contentId)
    return c.json({ success: true })
  })

  app.delete('/v1/favorites', (c) => {
    const { userId } = requireUser(c, ctx)
    db.prepare('DELETE FROM favorites WHERE user_id = ?').run(userId)
    return c.json({ success: true })
  })
}
