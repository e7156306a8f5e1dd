import * as v from 'valibot'
import { FAILURE_DEFAULTS, type Failure, type FailureType } from '../../api/failures'
import { ContentItemSchema, Int } from '../../api/schemas/common'
import type { OutboxRow } from '../db'

export const FavoriteOpSchema = v.object({
  kind: v.literal('favorite'),
  contentId: Int,
  wanted: v.boolean(),
  /** The card to show in the favorites list while the change is unsent. */
  item: v.optional(ContentItemSchema),
})
export type FavoriteOp = v.InferOutput<typeof FavoriteOpSchema>

export const ChildInfoSchema = v.object({ contentId: Int, title: v.string(), episodePosterImg: v.string() })
export type ChildInfo = v.InferOutput<typeof ChildInfoSchema>

export const PositionOpSchema = v.object({
  kind: v.literal('position'),
  childId: Int,
  duration: Int,
  position: Int,
  /** For the local continue-watching row while the position is unsent. */
  info: v.optional(ChildInfoSchema),
})
export type PositionOp = v.InferOutput<typeof PositionOpSchema>

export const RatingOpSchema = v.object({
  kind: v.literal('rating'),
  contentId: Int,
  /** 1 to 5, or null to remove the viewer's rating. */
  stars: v.nullable(v.pipe(Int, v.minValue(1), v.maxValue(5))),
  /** The title's name, for the list of refused changes. */
  title: v.optional(v.string()),
})
export type RatingOp = v.InferOutput<typeof RatingOpSchema>

export const CommentOpSchema = v.object({
  kind: v.literal('comment'),
  contentId: Int,
  text: v.pipe(v.string(), v.minLength(1)),
  /** When the viewer wrote it: the "sending" comment's place and time until the server's answer. */
  writtenAt: v.number(),
  title: v.optional(v.string()),
})
export type CommentOp = v.InferOutput<typeof CommentOpSchema>

export const CommentDeleteOpSchema = v.object({ kind: v.literal('commentDelete'), contentId: Int, commentId: Int })
export type CommentDeleteOp = v.InferOutput<typeof CommentDeleteOpSchema>

export const CommentReportOpSchema = v.object({ kind: v.literal('commentReport'), contentId: Int, commentId: Int })
export type CommentReportOp = v.InferOutput<typeof CommentReportOpSchema>

export const OutboxOpSchema = v.variant('kind', [
  FavoriteOpSchema,
  PositionOpSchema,
  RatingOpSchema,
  CommentOpSchema,
  CommentDeleteOpSchema,
  CommentReportOpSchema,
])
export type OutboxOp = v.InferOutput<typeof OutboxOpSchema>

const FailureSchema = v.object({
  type: v.picklist(Object.keys(FAILURE_DEFAULTS) as [FailureType, ...FailureType[]]),
  statusCode: v.number(),
  message: v.string(),
  httpStatus: v.optional(v.number()),
  retryAfterMs: v.optional(v.number()),
})

const OutboxRowSchema = v.object({
  seq: Int,
  id: v.pipe(v.string(), v.minLength(1)),
  userId: Int,
  itemKey: v.string(),
  op: OutboxOpSchema,
  status: v.picklist(['queued', 'dead']),
  attempted: v.boolean(),
  createdAt: v.number(),
  updatedAt: v.number(),
  failure: v.nullable(FailureSchema),
})

export interface ParsedOutboxRow extends Omit<OutboxRow, 'op' | 'seq'> {
  seq: number
  op: OutboxOp
}

export function parseOutboxRow(row: OutboxRow | undefined): ParsedOutboxRow | null {
  const parsed = v.safeParse(OutboxRowSchema, row)
  if (!parsed.success) return null
  return { ...parsed.output, failure: parsed.output.failure as Failure | null }
}

export const favKey = (contentId: number) => `fav:${contentId}`
export const posKey = (childId: number) => `pos:${childId}`
export const rateKey = (contentId: number) => `rate:${contentId}`
/** Each comment written is its own item: comments never coalesce. */
export const commentKey = (opId: string) => `comment:${opId}`
export const commentDeleteKey = (commentId: number) => `cdel:${commentId}`
export const commentReportKey = (commentId: number) => `crep:${commentId}`

/** Key range over one user's rows of the [userId+itemKey] index. */
export const userRange = (userId: number): [[number, string], [number, string]] => [
  [userId, ''],
  [userId, '\uffff'],
]
