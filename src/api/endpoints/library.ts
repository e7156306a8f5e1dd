import type { Http } from '../http'
import { SuccessSchema, type ContentItem, type Paged } from '../schemas/common'
import { FavoritePageSchema, HistoryPageSchema, NotificationPageSchema, type HistoryItem, type NotificationItem } from '../schemas/account'

/** Options of the calls the outbox replays. */
export interface WriteOptions {
  idempotencyKey?: string
  /** Send only while this user is logged in; otherwise resolve to a SessionFailure unsent. */
  asUser?: number
}

export interface WatchPosition {
  childId: number
  duration: number
  position: number
}

export function libraryEndpoints(http: Http) {
  return {
    getFavorites: (page: number) =>
      http.request<Paged<ContentItem>>({ method: 'GET', path: '/v1/favorite', query: { page }, schema: FavoritePageSchema }),
    addFavorite: (contentId: number, o: WriteOptions = {}) =>
      http.request({ method: 'POST', path: '/v1/favorite', body: { contentId }, schema: SuccessSchema, ...o }),
    // The id also goes in the query: some HTTP stacks drop DELETE bodies (the server reads either).
    removeFavorite: (contentId: number, o: WriteOptions = {}) =>
      http.request({ method: 'DELETE', path: '/v1/favorite', query: { contentId }, body: { contentId }, schema: SuccessSchema, ...o }),
    clearFavorites: () => http.request({ method: 'DELETE', path: '/v1/favorites', schema: SuccessSchema }),
    getWatchHistory: (page: number) =>
      http.request<Paged<HistoryItem>>({ method: 'GET', path: '/v1/watch_history', query: { page }, schema: HistoryPageSchema }),
    addWatchHistory: (p: WatchPosition, o: WriteOptions = {}) =>
      http.request({
        method: 'POST',
        path: '/v1/watch_history',
        body: { childId: p.childId, duration: p.duration, position: p.position },
        schema: SuccessSchema,
        ...o,
      }),
    getNotifications: (page: number, language?: string) =>
      http.request<Paged<NotificationItem>>({
        method: 'GET',
        path: '/v1/notification',
        query: { page },
        schema: NotificationPageSchema,
        language,
      }),
  }
}
