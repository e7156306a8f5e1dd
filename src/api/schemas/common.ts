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

/** Every paged list answers `{ items, page, pageSize, total }` (20 per page). */
export const pagedSchema = <T extends v.GenericSchema>(item: T) => v.object({ items: v.array(item), page: Int, pageSize: Int, total: Int })

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
