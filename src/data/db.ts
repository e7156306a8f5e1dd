import type { Table } from 'dexie'
import { Dexie } from './dexie'
import type { Failure } from '../api/failures'
import { releaseTransactionsWhenFrozen } from './frozen-page'

/**
 * Rows keep server data as `unknown`: everything read back is parsed again with the API's valibot
 * schemas (src/data/parse.ts), so a row written by an older version, or damaged, is treated as
 * absent instead of crashing a screen.
 */

export type Scope = 'user' | 'catalogue' | 'device'

/** Fetch times, counters and small state. `scope: 'user'` rows go on logout or user change. */
export interface MetaRow {
  key: string
  scope: Scope
  value: unknown
  at: number
}

/** Single-document screens: home ('home:<locale>') and the promo popup ('popup:<locale>'). */
export interface DocRow {
  key: string
  data: unknown
  fetchedAt: number
}

export interface ContentRow {
  id: number
  data: unknown
  fetchedAt: number
  /** The logged-in user the answer was fetched for: its `isFavorite` is theirs alone. */
  viewer?: number | null
}

/** One page of a paged list; `list` is the list's key within its table (e.g. '12:section'). */
export interface PageRow {
  list: string
  page: number
  items: unknown
  fetchedAt: number
  /**
   * The server sent fewer items than its page size (absent on rows stored before this was kept):
   * the next page, which spec section 4 still asks for, is almost surely empty.
   */
  short?: boolean
}

export type ListStatus = 'initial' | 'loading' | 'loadingMore' | 'ready' | 'error'

/** Spec section 4 list state; `key` is '<list kind>:<list key>'. */
export interface ListStateRow {
  key: string
  scope: Scope
  /** The next page to load. */
  page: number
  hasMore: boolean
  status: ListStatus
  failure: Failure | null
  statusAt: number
  /** Bumped when the listing restarts at page 1, so a late answer for the old listing is dropped. */
  gen: number
  touchedAt: number
}

/**
 * What the server is known to hold for a title's favorite flag (for the current user); null when a
 * change was sent and its answer lost, so the server may hold either state.
 */
export interface FavoriteStateRow {
  contentId: number
  server: boolean | null
  at: number
}

/** A title's ratings as last answered (RatingSummary): read offline, and the base of a pending change's effect. */
export interface RatingRow {
  contentId: number
  data: unknown
  fetchedAt: number
}

export interface RecentSearchRow {
  /** Normalised query: the deduplication key. */
  key: string
  query: string
  at: number
}

export interface SessionRow {
  key: 'current'
  sid: string
  userId: number
  name: string
  phone: string
  accessToken: string
  refreshToken: string
  savedAt: number
}

export type OutboxStatus = 'queued' | 'dead'

export interface OutboxRow {
  /** Auto-increment: the replay order. */
  seq?: number
  /** Client-generated; sent as the Idempotency-Key. */
  id: string
  userId: number
  /** 'fav:<contentId>' or 'pos:<childId>': what coalescing and per-item order are keyed on. */
  itemKey: string
  op: unknown
  status: OutboxStatus
  /** Sent at least once: the server may have applied it even though no answer arrived. */
  attempted: boolean
  createdAt: number
  updatedAt: number
  failure: Failure | null
}

export const PAGE_TABLES = ['categoryPages', 'favoritePages', 'historyPages', 'notificationPages', 'searchPages', 'commentPages'] as const
export type PageTable = (typeof PAGE_TABLES)[number]

/** Tables holding only the logged-in viewer's data. */
export const USER_PAGE_TABLES = ['favoritePages', 'historyPages', 'notificationPages'] as const

/**
 * Catalogue lists that still tell what a viewer looked for or browsed: they go with the user rows,
 * so the next person on the device cannot read them back.
 */
export const TRAIL_PAGE_TABLES = ['searchPages', 'categoryPages', 'commentPages'] as const

export const DEFAULT_DB_NAME = 'yoke-shin'

// Start-up loads this module before the page opens any database, downloads' included (frozen-page.ts).
releaseTransactionsWhenFrozen(Dexie, 'document' in globalThis ? globalThis : undefined)

const PAGES = '&[list+page], list'

export class AppDb extends Dexie {
  meta!: Table<MetaRow, string>
  home!: Table<DocRow, string>
  popup!: Table<DocRow, string>
  content!: Table<ContentRow, number>
  categoryPages!: Table<PageRow, [string, number]>
  favoritePages!: Table<PageRow, [string, number]>
  historyPages!: Table<PageRow, [string, number]>
  notificationPages!: Table<PageRow, [string, number]>
  searchPages!: Table<PageRow, [string, number]>
  listState!: Table<ListStateRow, string>
  favoriteState!: Table<FavoriteStateRow, number>
  recentSearches!: Table<RecentSearchRow, string>
  session!: Table<SessionRow, string>
  outbox!: Table<OutboxRow, number>
  docs!: Table<DocRow, string>
  commentPages!: Table<PageRow, [string, number]>
  ratings!: Table<RatingRow, number>

  /** `deps` swaps the IndexedDB implementation (the in-memory fallback of open-db.ts). */
  constructor(name: string = DEFAULT_DB_NAME, deps?: { indexedDB: IDBFactory; IDBKeyRange: typeof IDBKeyRange }) {
    super(name, deps)
    // Every schema version lives here, oldest first; add a new version() rather than editing one.
    this.version(1).stores({
      meta: '&key, scope',
      home: '&key',
      popup: '&key',
      content: '&id',
      categoryPages: PAGES,
      favoritePages: PAGES,
      historyPages: PAGES,
      notificationPages: PAGES,
      searchPages: PAGES,
      listState: '&key, scope',
      favoriteState: '&contentId',
      recentSearches: '&key, at',
      session: '&key',
      outbox: '++seq, &id, [userId+itemKey], [userId+status], createdAt',
    })
    // Visited promotions and articles ('promotion:<id>:<locale>', 'article:<type>:<locale>'), for offline reopening.
    this.version(2).stores({ docs: '&key' })
    // Home, the popup, promotions and notifications are kept per language ('home:en', 'me:my', …).
    // The copies stored before were of whichever language was fetched last: no key can be trusted
    // to name it, so they go, and the next visit online fetches the viewer's language.
    this.version(3)
      .stores({})
      .upgrade(async (tx) => {
        await tx.table('home').delete('home')
        await tx.table('popup').delete('popup')
        await tx
          .table('docs')
          .filter((row: DocRow) => /^promotion:\d+$/.test(row.key))
          .delete()
        await tx.table('notificationPages').where('list').equals('me').delete()
        await tx.table('listState').delete('notifications:me')
      })
    // A title's comments as last seen, by page (list: the title's id), and its ratings: both carry
    // what is the viewer's own (`mine`), so they go with the user rows.
    this.version(4).stores({ commentPages: PAGES, ratings: '&contentId' })
  }
}
