/** The server's rule for a comment's text (server/http/comment-text.ts), checked before it is queued. */

export const COMMENT_MAX_CHARS = 500

// C0/C1 controls but the line feed, and the bidi embeddings, overrides and isolates.
const FORBIDDEN_CLASS = '[\\u0000-\\u0009\\u000B-\\u001F\\u007F-\\u009F\\u202A-\\u202E\\u2066-\\u2069]'
const FORBIDDEN = new RegExp(FORBIDDEN_CLASS)
const FORBIDDEN_ALL = new RegExp(FORBIDDEN_CLASS, 'g')

/** Characters as the viewer and the server count them: code points, not UTF-16 units. */
export const commentLength = (s: string) => [...s].length

/** What the server will store: line ends folded, NFC, trimmed. */
export const normaliseComment = (s: string) => s.replace(/\r\n?/g, '\n').normalize('NFC').trim()

/**
 * Pasted text may carry control or bidi-override characters the viewer never sees; the server
 * refuses them, so they are taken out of the draft rather than failing the comment later.
 */
export const stripInvisible = (s: string) => s.replace(FORBIDDEN_ALL, (ch) => (ch === '\t' ? ' ' : ''))

export type CommentCheck = { ok: true; text: string } | { ok: false; problem: 'empty' | 'tooLong' | 'forbidden' }

export function checkCommentText(raw: string): CommentCheck {
  const text = normaliseComment(raw)
  if (text.length === 0) return { ok: false, problem: 'empty' }
  if (commentLength(text) > COMMENT_MAX_CHARS) return { ok: false, problem: 'tooLong' }
  if (FORBIDDEN.test(text)) return { ok: false, problem: 'forbidden' }
  return { ok: true, text }
}
