import type { Database } from 'better-sqlite3'
import { PAGE_SIZE, offsetOf, paged } from './content.ts'

/** Reports that hide a comment from everyone but its author, until someone reviews it. */
export const HIDE_AT_REPORTS = 3

interface CommentRow {
  id: number
  content_id: number
  user_id: number
  body: string
  created_at: number
  reports: number
  author: string
}

export function commentItem(row: CommentRow, viewer: number | null) {
  const mine = viewer !== null && row.user_id === viewer
  return {
    id: row.id,
    contentId: row.content_id,
    authorName: row.author,
    text: row.body,
    createdAt: new Date(row.created_at).toISOString(),
    mine,
    // Only its author ever receives a hidden comment, so only they can be told.
    hidden: row.reports >= HIDE_AT_REPORTS,
  }
}

const COLUMNS = 'c.id, c.content_id, c.user_id, c.body, c.created_at, c.reports, u.name AS author'
// What a viewer may see: live comments, and reported ones only when they wrote them.
const VISIBLE = 'c.deleted_at IS NULL AND (c.reports < ? OR c.user_id = ?)'

/** Newest first. An anonymous viewer is user -1, which nobody is. */
export function listComments(db: Database, contentId: number, page: number, viewer: number | null) {
  const who = viewer ?? -1
  const total =
    db
      .prepare<[number, number, number], { n: number }>(`SELECT COUNT(*) AS n FROM comments c WHERE c.content_id = ? AND ${VISIBLE}`)
      .get(contentId, HIDE_AT_REPORTS, who)?.n ?? 0
  const rows = db
    .prepare<[number, number, number, number, number], CommentRow>(
      `SELECT ${COLUMNS} FROM comments c JOIN users u ON u.id = c.user_id
        WHERE c.content_id = ? AND ${VISIBLE} ORDER BY c.created_at DESC, c.id DESC LIMIT ? OFFSET ?`,
    )
    .all(contentId, HIDE_AT_REPORTS, who, PAGE_SIZE, offsetOf(page))
  return paged(
    rows.map((r) => commentItem(r, viewer)),
    page,
    total,
  )
}

export function addComment(db: Database, userId: number, contentId: number, text: string, now: number) {
  const info = db
    .prepare('INSERT INTO comments (content_id, user_id, body, created_at) VALUES (?, ?, ?, ?)')
    .run(contentId, userId, text, now)
  const row = db
    .prepare<[number], CommentRow>(`SELECT ${COLUMNS} FROM comments c JOIN users u ON u.id = c.user_id WHERE c.id = ?`)
    .get(Number(info.lastInsertRowid))
  if (!row) throw new Error('comment vanished after insert')
  return commentItem(row, userId)
}

export interface CommentOwner {
  userId: number
  reports: number
  deleted: boolean
}

export function commentOwner(db: Database, id: number): CommentOwner | null {
  const row = db
    .prepare<[number], { user_id: number; reports: number; deleted_at: number | null }>(
      'SELECT user_id, reports, deleted_at FROM comments WHERE id = ?',
    )
    .get(id)
  return row ? { userId: row.user_id, reports: row.reports, deleted: row.deleted_at !== null } : null
}

export function deleteComment(db: Database, id: number, now: number): void {
  db.prepare('UPDATE comments SET deleted_at = ? WHERE id = ? AND deleted_at IS NULL').run(now, id)
}

/** One report per viewer and comment: a second one changes nothing. The count moves with the row. */
export function reportComment(db: Database, id: number, userId: number, now: number): void {
  db.transaction(() => {
    const added = db
      .prepare('INSERT OR IGNORE INTO comment_reports (comment_id, user_id, created_at) VALUES (?, ?, ?)')
      .run(id, userId, now)
    if (added.changes > 0) db.prepare('UPDATE comments SET reports = reports + 1 WHERE id = ?').run(id)
  })()
}
