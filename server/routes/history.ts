import type { Hono } from 'hono'
import * as v from 'valibot'
import type { AppContext, AppEnv } from '../http/types.ts'
import { id, nonNegativeInt, parseBody, parseQuery, pagedQuery } from '../http/validation.ts'
import { requireUser } from '../http/auth.ts'
import { notFound } from '../http/errors.ts'
import { PAGE_SIZE, childTitle, getEpisode, getTitle, offsetOf, paged, type EpisodeRow, type TitleRow } from '../services/content.ts'

const HistoryBody = v.object({
  childId: id('childId'),
  duration: v.pipe(nonNegativeInt('duration'), v.minValue(1, 'duration must be at least 1 ms')),
  position: nonNegativeInt('position'),
})

interface HistoryRow {
  id: number
  child_id: number
  duration: number
  position: number
  updated_at: number
}

export function historyRoutes(app: Hono<AppEnv>, ctx: AppContext): void {
  const { db } = ctx

  app.get('/v1/watch_history', (c) => {
    const { userId } = requireUser(c, ctx)
    const { page } = parseQuery(c, pagedQuery)
    const total = db.prepare<[number], { n: number }>('SELECT COUNT(*) AS n FROM watch_history WHERE user_id = ?').get(userId)?.n ?? 0
    const rows = db
      .prepare<[number, number, number], HistoryRow>(
        `SELECT id, child_id, duration, position, updated_at FROM watch_history
          WHERE user_id = ? ORDER BY updated_at DESC, id DESC LIMIT ? OFFSET ?`,
      )
      .all(userId, PAGE_SIZE, offsetOf(page))
    const items = rows.flatMap((r) => {
      const e = getEpisode(db, r.child_id)
      const t = e ? getTitle(db, e.title_id) : undefined
      return e && t ? [historyItem(r, e, t)] : []
    })
    return c.json(paged(items, page, total))
  })

  // One row per user and episode: the newest position replaces the old one.
  app.post('/v1/watch_history', async (c) => {
    const { userId } = requireUser(c, ctx)
    const body = await parseBody(c, HistoryBody)
    if (!getEpisode(db, body.childId)) throw notFound('Content child not found')
    // Players report a position slightly past the end on completion; clamp rather than refuse.
    const position = Math.min(body.position, body.duration)
    db.prepare(
      `INSERT INTO watch_history (user_id, child_id, duration, position, updated_at) VALUES (?, ?, ?, ?, ?)
       ON CONFLICT (user_id, child_id) DO UPDATE SET duration = excluded.duration, position = excluded.position,
         updated_at = excluded.updated_at`,
    ).run(userId, body.childId, body.duration, position, ctx.now())
    return c.json({ success: true })
  })
}

function historyItem(r: HistoryRow, e: EpisodeRow, t: TitleRow) {
  return {
    id: r.id,
    childId: r.child_id,
    duration: r.duration,
    position: r.position,
    updatedAt: new Date(r.updated_at).toISOString(),
    contentChildInfo: { contentId: t.id, title: childTitle(t, e), episodePosterImg: e.episode_poster_img },
  }
}
