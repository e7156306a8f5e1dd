import * as v from 'valibot'

export const Int = v.pipe(v.number(), v.integer())
export const Str = v.string()

export const ContentItemSchema = v.object({
  id: Int,
  title: Str,
  contentType: v.picklist(['single', 'serie']),
  actors: Str,
  director: Str,
  sliderImg: Str,
  bannerImg: Str,
  posterImg: Str,
  episodePosterImg: Str,
  isFree: v.boolean(),
})
export type ContentItem = v.InferOutput<typeof ContentItemSchema>

/**
 * What a list of titles shows (a category's grid, a search's rows): the card, not the title's page.
 * The catalogue's lists store only this; a page of them is a third smaller on the device and in
 * every write and read of it.
 */
export const ContentCardSchema = v.pick(ContentItemSchema, ['id', 'title', 'actors', 'contentType', 'posterImg', 'isFree'])
export type ContentCard = v.InferOutput<typeof ContentCardSchema>

export const toCard = ({ id, title, actors, contentType, posterImg, isFree }: ContentCard): ContentCard => ({ id, title, actors, contentType, posterImg, isFree })

/** Every paged list answers `{ items, page, pageSize, total }` (20 per page). */
export const pagedSchema = <T extends v.GenericSchema>(item: T) =>
  v.object({ items: v.array(item), page: Int, pageSize: Int, total: Int })

export interface Paged<T> {
  items: T[]
  page: number
  pageSize: number
  total: number
}

export const SuccessSchema = v.object({ success: v.boolean() })
export const SuccessMessageSchema = v.object({ success: v.boolean(), message: Str })
export const StringListSchema = v.object({ items: v.array(Str) })

/** The error body `{ statusCode, message }`, read leniently: a wrong one just has no message. */
export const ErrorBodySchema = v.object({ statusCode: v.optional(v.unknown()), message: v.string() })
