import * as v from 'valibot'
import { Int, Str, pagedSchema } from './common'

const Stars = v.pipe(Int, v.minValue(1), v.maxValue(5))

/** A title's ratings: `total` (sum of stars) with `count` lets the app show a pending change's effect. */
export const RatingSummarySchema = v.object({
  contentId: Int,
  average: v.pipe(v.number(), v.minValue(0), v.maxValue(5)),
  count: v.pipe(Int, v.minValue(0)),
  total: v.pipe(Int, v.minValue(0)),
  mine: v.nullable(Stars),
})
export type RatingSummary = v.InferOutput<typeof RatingSummarySchema>

export const RatingAnswerSchema = v.object({ success: v.boolean(), ...RatingSummarySchema.entries })

/** The server's bound on a comment, in characters (code points), after trimming. */
export const COMMENT_MAX_CHARS = 500

export const CommentSchema = v.object({
  id: Int,
  contentId: Int,
  authorName: Str,
  // Shown as text only, never parsed as markup; the bound keeps a hostile answer from flooding a screen.
  text: v.pipe(Str, v.maxLength(COMMENT_MAX_CHARS * 2)),
  createdAt: v.pipe(Str, v.isoTimestamp()),
  mine: v.boolean(),
  /** Hidden from everyone else after reports: only its author receives it. */
  hidden: v.boolean(),
})
export type Comment = v.InferOutput<typeof CommentSchema>

export const CommentPageSchema = pagedSchema(CommentSchema)
export const CommentAnswerSchema = v.object({ success: v.boolean(), comment: CommentSchema })
