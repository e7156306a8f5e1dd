import type { Http } from '../http'
import { StringListSchema, type ContentItem, type Paged } from '../schemas/common'
import {
  ArticleSchema,
  CategoryPageSchema,
  ContentDetailsSchema,
  HomeSchema,
  PopupSchema,
  PromotionSchema,
  SearchPageSchema,
  StreamSchema,
  type ArticleType,
} from '../schemas/catalogue'

export type CategoryType = 'section' | 'type'

/** Spec section 1: streaming requests declare Android and a fixed placeholder device id. */
export const STREAM_PLATFORM = 'android'
export const STREAM_DEVICE_ID = 'pwa-placeholder-device'

export function catalogueEndpoints(http: Http) {
  return {
    getHome: (language?: string) => http.request({ method: 'GET', path: '/v1/home', schema: HomeSchema, language }),
    getPopup: (language?: string) => http.request({ method: 'GET', path: '/v1/popup', schema: PopupSchema, language }),
    getContent: (id: number) => http.request({ method: 'GET', path: `/v1/content/${id}`, schema: ContentDetailsSchema }),
    getCategory: (q: { categoryId: number; type: CategoryType; page: number }) =>
      http.request<Paged<ContentItem>>({ method: 'GET', path: '/v1/category', query: q, schema: CategoryPageSchema }),
    searchContent: (q: { query: string; page: number }) =>
      http.request<Paged<ContentItem>>({ method: 'GET', path: '/v1/search/content', query: q, schema: SearchPageSchema }),
    autoComplete: (query: string) =>
      http.request({ method: 'GET', path: '/v1/search/content/auto-complete', query: { query }, schema: StringListSchema }),
    mostSearched: () => http.request({ method: 'GET', path: '/v1/search/most-searched', schema: StringListSchema }),
    getPromotion: (id: number, language?: string) =>
      http.request({ method: 'GET', path: `/v1/promotion/${id}`, schema: PromotionSchema, language }),
    getArticle: (type: ArticleType, language?: string) =>
      http.request({ method: 'GET', path: '/v1/app-articles', query: { type }, schema: ArticleSchema, language }),
    streamContent: (contentChildId: number) =>
      http.request({
        method: 'POST',
        path: '/v1/streaming/content',
        body: { contentChildId, platform: STREAM_PLATFORM, deviceId: STREAM_DEVICE_ID },
        schema: StreamSchema,
      }),
    streamTrailer: (contentChildId: number) =>
      http.request({
        method: 'POST',
        path: '/v1/streaming/trailer',
        body: { contentChildId, platform: STREAM_PLATFORM, deviceId: STREAM_DEVICE_ID },
        schema: StreamSchema,
      }),
  }
}
