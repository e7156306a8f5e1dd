import * as v from 'valibot'
import { ContentItemSchema, Int, Str, pagedSchema } from './common'

export const HomeSchema = v.object({
  banners: v.array(ContentItemSchema),
  promotionBanners: v.array(v.object({ id: Int, bannerImage: Str })),
  sections: v.array(
    v.object({
      sectionInfo: v.object({ id: Int, name: Str }),
      type: Str,
      contents: v.array(ContentItemSchema),
    }),
  ),
})
export type HomeData = v.InferOutput<typeof HomeSchema>

export const PopupSchema = v.object({
  id: Int,
  contentChild: v.nullable(v.object({ contentId: Int, posterImg: Str })),
  promotion: v.nullable(v.object({ id: Int, title: Str, summary: Str, bannerImage: Str })),
})
export type Popup = v.InferOutput<typeof PopupSchema>

/** Longer than any episode (a day): a length past it is not believed. */
const MAX_EPISODE_S = 86_400
/** Far above any phone stream (100 Mb/s): a bitrate past it is not believed. */
const MAX_BPS = 100_000_000

// Cost figures are extra: one that does not parse is dropped (no cost shown), never the whole page.
const EpisodeSeconds = v.fallback(v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(MAX_EPISODE_S))), undefined)
const Bps = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(MAX_BPS))
/** The renditions every episode of a title is served in: what a cost is worked out from. */
export const StreamRenditionsSchema = v.pipe(
  v.array(
    v.object({
      height: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(8640)),
      bandwidth: Bps,
      averageBandwidth: v.optional(Bps),
    }),
  ),
  v.maxLength(32),
)

export const ContentChildSchema = v.object({
  id: Int,
  title: Str,
  description: Str,
  episodePosterImg: Str,
  isFree: v.boolean(),
  /** Seconds the episode runs, when the server says. */
  durationS: EpisodeSeconds,
})
export type ContentChild = v.InferOutput<typeof ContentChildSchema>

export const ContentDetailsSchema = v.object({
  id: Int,
  title: Str,
  description: Str,
  contentType: v.picklist(['series', 'single']),
  bannerImg: Str,
  sliderImg: Str,
  posterImg: Str,
  director: Str,
  actors: Str,
  supporters: Str,
  novel: Str,
  script: Str,
  isFavorite: v.boolean(),
  children: v.array(ContentChildSchema),
  related: v.array(ContentItemSchema),
  renditions: v.fallback(v.optional(StreamRenditionsSchema), undefined),
})
export type ContentDetails = v.InferOutput<typeof ContentDetailsSchema>

export const CategoryPageSchema = pagedSchema(ContentItemSchema)
export const SearchPageSchema = pagedSchema(ContentItemSchema)

export const PromotionSchema = v.object({ id: Int, title: Str, summary: Str, detailsImage: Str, detailsBody: Str })
export type Promotion = v.InferOutput<typeof PromotionSchema>

export const ARTICLE_TYPES = ['faq', 'terms_and_conditions', 'privacy_policy', 'about_us'] as const
export type ArticleType = (typeof ARTICLE_TYPES)[number]
export const ArticleSchema = v.object({ type: v.picklist(ARTICLE_TYPES), articleHTML: Str })
export type Article = v.InferOutput<typeof ArticleSchema>

export const StreamSchema = v.object({ url: Str, title: Str, poster: Str })
export type Stream = v.InferOutput<typeof StreamSchema>
