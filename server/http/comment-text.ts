import * as v from 'valibot'
import { COMMENT_MAX_CHARS, checkCommentText, commentLength, normaliseComment } from '../../src/lib/comment-text.ts'

export { COMMENT_MAX_CHARS }

// The app checks a comment with the same rule before queueing it (src/lib/comment-text.ts), so a
// comment refused here is one the app let through by mistake, or one that did not come from it.
// Control characters (but the line feed) and bidi embeddings, overrides and isolates are refused:
// they make a comment read differently from what it holds, and can spill over the text after it.
export const commentText = v.pipe(
  v.string('text must be a string'),
  v.transform(normaliseComment),
  v.check((s) => s.length > 0, 'text must not be empty'),
  v.check((s) => commentLength(s) <= COMMENT_MAX_CHARS, `text must be at most ${COMMENT_MAX_CHARS} characters`),
  v.check((s) => checkCommentText(s).ok, 'text must not hold control or bidi override characters'),
)
