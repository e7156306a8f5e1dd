import type { Result } from '../../api/result'
import { enqueueFavorite, enqueuePosition, type EnqueueDeps, type EnqueueOutcome } from './enqueue'
import { enqueueComment, enqueueCommentDelete, enqueueCommentReport, enqueueRating } from './enqueue-social'
import type { OutboxOp } from './ops'

/** How each kind of outbox operation is queued: a new operation adds its line here and its case in the engine's send. */
export const ENQUEUERS = {
  favorite: enqueueFavorite,
  position: enqueuePosition,
  rating: enqueueRating,
  comment: enqueueComment,
  commentDelete: enqueueCommentDelete,
  commentReport: enqueueCommentReport,
} satisfies Record<OutboxOp['kind'], (deps: EnqueueDeps, input: never) => Promise<Result<EnqueueOutcome>>>

export type OutboxKind = keyof typeof ENQUEUERS
export type EnqueueInput<K extends OutboxKind> = Parameters<(typeof ENQUEUERS)[K]>[1]

export function enqueueOp<K extends OutboxKind>(deps: EnqueueDeps, kind: K, input: EnqueueInput<K>): Promise<Result<EnqueueOutcome>> {
  const enqueue = ENQUEUERS[kind] as (deps: EnqueueDeps, input: EnqueueInput<K>) => Promise<Result<EnqueueOutcome>>
  return enqueue(deps, input)
}
