import * as v from 'valibot'
import { ContentItemSchema } from './common'

// A module of its own: the lists that store cards load after the first paint, and the start-up
// script, which holds common.ts, has no bytes to spare for them.

/**
 * What a list of titles shows (a category's grid, a search's rows): the card, not the title's page.
 * The catalogue's lists store only this; a page of them is a third smaller on the device and in
 * every write and read of it.
 */
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
