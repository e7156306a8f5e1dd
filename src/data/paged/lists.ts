import { failure } from '../../api/failures'
import { ContentItemSchema, type ContentItem } from '../../api/schemas/common'
import { ContentCardSchema, toCard, type ContentCard } from '../../api/schemas/card'
import { HistoryItemSchema, NotificationSchema, type HistoryItem, type NotificationItem } from '../../api/schemas/account'
import type { CategoryType } from '../../api/endpoints/catalogue'
import { writeServerFavorites } from '../favorites'
import { META, setMeta } from '../meta'
import { ME, rebaseFavorites, rebaseHistory } from '../sync/local'
import type { PagedListDef } from './store'

export interface CategoryParams {
  categoryId: number
  type: CategoryType
}

export const categoryList: PagedListDef<CategoryParams, ContentCard> = {
  kind: 'category',
  table: 'categoryPages',
  scope: 'catalogue',
  item: ContentCardSchema,
  stored: toCard,
  idOf: (i) => i.id,
  listKey: (p) => `${p.categoryId}:${p.type}`,
  fetch: (api, p, page) => api.getCategory({ categoryId: p.categoryId, type: p.type, page }),
  maxLists: 30,
}

/** Search results are keyed by the query as the server matches it (case and spacing folded). */
export const normaliseQuery = (q: string) => q.trim().replace(/\s+/g, ' ').toLowerCase()

export const searchList: PagedListDef<{ query: string }, ContentCard> = {
  kind: 'search',
  table: 'searchPages',
  scope: 'catalogue',
  item: ContentCardSchema,
  stored: toCard,
  idOf: (i) => i.id,
  listKey: (p) => normaliseQuery(p.query),
  fetch: (api, p, page) => api.searchContent({ query: p.query.trim(), page }),
  resetOnFailure: true,
  maxLists: 10,
}

type Mine = Record<string, never>
export const MINE: Mine = {}

export const favoritesList: PagedListDef<Mine, ContentItem> = {
  kind: 'favorites',
  table: 'favoritePages',
  scope: 'user',
  item: ContentItemSchema,
  idOf: (i) => i.id,
  listKey: () => ME,
  fetch: (api, _p, page) => api.getFavorites(page),
  emptyFirstPageFailure: true,
  tables: (db) => [db.outbox, db.favoriteState, db.meta],
  rebase: rebaseFavorites,
  // Every title on a favorites page is a favorite on the server: the toggle's coalescing needs it.
  afterWrite: async (db, userId, items, startedAt, at, page) => {
    if (userId === null) return
    await writeServerFavorites(
      db,
      userId,
      items.map((i) => ({ contentId: i.id, server: true })),
      startedAt,
      at,
    )
    // An empty list is knowledge too: no title is a favorite (see META.favoritesNone).
    if (page === 1 && items.length === 0) await setMeta(db, META.favoritesNone, 'user', startedAt, at)
    else if (page === 1) await db.meta.delete(META.favoritesNone)
  },
}

export const historyList: PagedListDef<Mine, HistoryItem> = {
  kind: 'history',
  table: 'historyPages',
  scope: 'user',
  item: HistoryItemSchema,
  idOf: (i) => i.childId,
  listKey: () => ME,
  fetch: (api, _p, page) => api.getWatchHistory(page),
  tables: (db) => [db.outbox],
  rebase: rebaseHistory,
  // Spec section 8: unknown errors in recent-list cases become a server failure.
  mapFailure: (f) =>
    f.type === 'UnknownNetworkFailure' ? failure('ServerFailure', 'Internal server error', { httpStatus: f.httpStatus }) : f,
}

/** Notifications come in the language asked for: one list per language, fetched in it. */
export const notificationsList: PagedListDef<{ locale: string }, NotificationItem> = {
  kind: 'notifications',
  table: 'notificationPages',
  scope: 'user',
  item: NotificationSchema,
  idOf: (i) => i.id,
  listKey: (p) => `${ME}:${p.locale}`,
  fetch: (api, p, page) => api.getNotifications(page, p.locale),
  emptyFirstPageFailure: true,
}
