import * as v from 'valibot'
import { ContentItemSchema } from './common'

// Apart from common.ts: the lists that store cards load after the first paint.

/** What a list of titles shows and stores: a third smaller on the device than the whole item. */
export const ContentCardSchema = v.pick(ContentItemSchema, ['id', 'title', 'actors', 'contentType', 'posterImg', 'isFree'])
export type ContentCard = v.InferOutput<typeof ContentCardSchema>

export const toCard = ({ id, title, actors, contentType, posterImg, isFree }: ContentCard): ContentCard => ({
  id,
  title,
  actors,
  contentType,
  posterImg,
  isFree,
})
