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

export const OutboxOpSchema = v.variant('kind', [FavoriteOpSchema, PositionOpSchema])
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
export const itemKeyOf = (op: OutboxOp) => (op.kind === 'favorite' ? favKey(op.contentId) : posKey(op.childId))

/** Key range over one user's rows of the [userId+itemKey] index. */
export const userRange = (userId: number): [[number, string], [number, string]] => [[userId, ''], [userId, '\uffff']]
