import type { Hono } from 'hono'
import type { AppContext, AppEnv } from '../http/types.ts'
import { parseQuery, pagedQuery } from '../http/validation.ts'
import { requireUser } from '../http/auth.ts'
import { PAGE_SIZE, offsetOf, paged } from '../services/content.ts'
import { answerLanguage } from '../http/language.ts'

interface NotificationRow {
  id: number
  title_en: string
  title_my: string
  body_en: string
  body_my: string
  image: string
  content_id: number | null
  created_at: string
}

export function notificationRoutes(app: Hono<AppEnv>, ctx: AppContext): void {
  app.get('/v1/notification', (c) => {
    requireUser(c, ctx)
    const { page } = parseQuery(c, pagedQuery)
    const lang = answerLanguage(c)
    const total = ctx.db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM notifications').get()?.n ?? 0
    const rows = ctx.db
      .prepare<[number, number], NotificationRow>('SELECT * FROM notifications ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?')
      .all(PAGE_SIZE, offsetOf(page))
    return c.json(
      paged(
        rows.map((n) => ({
          id: n.id,
          image: n.image,
          title: lang === 'en' ? n.title_en : n.title_my,
          body: lang === 'en' ? n.body_en : n.body_my,
          contentInfo: n.content_id === null ? null : { id: n.content_id },
          createdAt: n.created_at,
        })),
        page,
        total,
      ),
    )
  })
}
