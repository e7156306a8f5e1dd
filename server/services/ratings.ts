import type { Database } from 'better-sqlite3'

export interface RatingSummary {
  contentId: number
  /** Mean of the stars, to two decimals; 0 with no ratings. */
  average: number
  count: number
  /** Sum of the stars: with count, lets a client show the effect of a change it has not sent yet. */
  total: number
  /** The caller's own stars, or null (also for an anonymous caller). */
  mine: number | null
}

export function ratingSummary(db: Database, contentId: number, userId: number | null): RatingSummary {
  const totals = db
    .prepare<[number], { count: number; total: number }>('SELECT count, total FROM rating_totals WHERE content_id = ?')
    .get(contentId) ?? { count: 0, total: 0 }
  const mine =
    userId === null
      ? undefined
      : db
          .prepare<[number, number], { stars: number }>('SELECT stars FROM ratings WHERE user_id = ? AND content_id = ?')
          .get(userId, contentId)
  const average = totals.count === 0 ? 0 : Math.round((totals.total / totals.count) * 100) / 100
  return { contentId, average, count: totals.count, total: totals.total, mine: mine?.stars ?? null }
}

/**
 * Sets (stars) or removes (null) the viewer's rating and moves the title's totals by the difference,
 * in one transaction: better-sqlite3 runs it to the end before any other request is served, so
 * concurrent changes each see the previous one's row and totals.
 */
export function setRating(db: Database, userId: number, contentId: number, stars: number | null, now: number): void {
  db.transaction(() => {
    const old =
      db
        .prepare<[number, number], { stars: number }>('SELECT stars FROM ratings WHERE user_id = ? AND content_id = ?')
        .get(userId, contentId)?.stars ?? null
    if (old === stars) return
    if (stars === null) {
      db.prepare('DELETE FROM ratings WHERE user_id = ? AND content_id = ?').run(userId, contentId)
    } else {
      db.prepare(
        `INSERT INTO ratings (user_id, content_id, stars, updated_at) VALUES (?, ?, ?, ?)
         ON CONFLICT(user_id, content_id) DO UPDATE SET stars = excluded.stars, updated_at = excluded.updated_at`,
      ).run(userId, contentId, stars, now)
    }
    const dCount = (stars === null ? 0 : 1) - (old === null ? 0 : 1)
    const dTotal = (stars ?? 0) - (old ?? 0)
    db.prepare(
      `INSERT INTO rating_totals (content_id, count, total) VALUES (?, ?, ?)
       ON CONFLICT(content_id) DO UPDATE SET count = count + excluded.count, total = total + excluded.total`,
    ).run(contentId, dCount, dTotal)
  })()
}
