import * as v from 'valibot'

export const COMMENT_MAX_CHARS = 500

// C0 and C1 controls except the line feed (a comment may have lines; a carriage return is folded
// into it first), and the bidi embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069):
// they make a comment read differently from what it holds, and can spill over the text after it.
// eslint-disable-next-line no-control-regex
const FORBIDDEN = /[\u0000-\u0009\u000B-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/

/** Characters as a viewer counts them (code points): the app's counter uses the same measure. */
export const charCount = (s: string) => [...s].length

/** A comment's text: trimmed, NFC, 1 to 500 characters, no control or bidi-override characters. */
export const commentText = v.pipe(
  v.string('text must be a string'),
  v.transform((s) => s.replace(/\r\n?/g, '\n').normalize('NFC').trim()),
  v.check((s) => s.length > 0, 'text must not be empty'),
  v.check((s) => charCount(s) <= COMMENT_MAX_CHARS, `text must be at most ${COMMENT_MAX_CHARS} characters`),
  v.check((s) => !FORBIDDEN.test(s), 'text must not hold control or bidi override characters'),
)
