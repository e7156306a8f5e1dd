// The shape of the seeded catalogue. The seed data (catalog.ts and friends) produces these values;
// the database loader (server/db/) writes them into SQLite on first start.
// Image and media fields are server-relative URLs such as `/images/posters/12.webp`.

export type Lang = 'en' | 'my'
export type Localized = Record<Lang, string>

export type ContentType = 'single' | 'serie'
export type ArticleType = 'faq' | 'terms_and_conditions' | 'privacy_policy' | 'about_us'
export type Provider = 'mpt' | 'atom' | 'ooredoo'

export interface SeedEpisode {
  id: number
  title: string
  description: string
  /** Free episodes play for any logged-in viewer; paid ones need a subscription. */
  isFree: boolean
  /** Nominal running time, milliseconds. */
  durationMs: number
  episodePosterImg: string
}

export interface SeedTitle {
  id: number
  /** A Burmese (Unicode) or English name: the catalogue mixes both, as real listings do. */
  title: string
  contentType: ContentType
  description: string
  director: string
  actors: string
  supporters: string
  novel: string
  script: string
  posterImg: string // 112:160
  bannerImg: string // 800:233
  sliderImg: string // 16:9
  episodePosterImg: string // 16:9
  /** True when at least one episode is free. */
  isFree: boolean
  /** Genre ids (category type = 'type'). */
  typeIds: number[]
  /** A film ('single') has exactly one child; a series has 3 to 12. */
  episodes: SeedEpisode[]
  /** Year, for realistic ordering. */
  year: number
}

export interface SeedGenre {
  id: number
  name: string
}

export interface SeedSection {
  id: number
  /** Shown as the row's heading: in the viewer's language (Accept-Language). */
  name: Localized
  /** Display style of the row, passed through to the client as `type`. */
  type: string
  contentIds: number[]
}

export interface SeedPromotion {
  id: number
  title: Localized
  summary: Localized
  /** The art carries the title and summary in words, so each language has its own. */
  bannerImage: Localized // wide, 800:233
  detailsImage: Localized
  /** Trusted seed HTML; the client still sanitises it before rendering. */
  detailsBody: Localized
}

export type SeedPopup =
  { id: number; kind: 'content'; contentId: number; posterImg: string } | { id: number; kind: 'promotion'; promotionId: number }

export interface SeedNotification {
  id: number
  title: Localized
  body: Localized
  image: string // 280:156
  contentId: number | null
  /** ISO date-time. */
  createdAt: string
}

export interface SeedArticle {
  type: ArticleType
  html: Localized
}

export interface SeedPlan {
  id: number
  provider: Provider
  /** The API's `titleMM`/`descriptionMM` are always the Burmese; `title`/`description` follow Accept-Language. */
  title: Localized
  description: Localized
  amount: number
  currency: string
  /** Days of access that one billing period buys. */
  days: number
}

export interface SeedProvider {
  key: Provider
  name: string
  nameMM: string
  icon: string
}

export interface SeedRedeemCode {
  code: string
  days: number
}

export interface SeedDemoUser {
  /** 959… form. */
  phone: string
  name: string
  /** Days of an active subscription at seed time; 0 for none. */
  premiumDays: number
  provider: Provider | null
}

export interface SeedCatalogue {
  genres: SeedGenre[]
  titles: SeedTitle[]
  sections: SeedSection[]
  /** Content ids shown in the home carousel, in order. */
  bannerIds: number[]
  /** Promotion ids shown in the home promotions row, in order. */
  promotionBannerIds: number[]
  promotions: SeedPromotion[]
  popup: SeedPopup
  notifications: SeedNotification[]
  articles: SeedArticle[]
  providers: SeedProvider[]
  plans: SeedPlan[]
  redeemCodes: SeedRedeemCode[]
  demoUsers: SeedDemoUser[]
  /**
   * The encoded stream behind every episode, e.g. `/media/hls/master.m3u8`. Never served at this
   * address: each episode plays it under its own granted path (/media/e/<episode>/<grant>/…).
   */
  streamUrl: string
  trailerUrl: string
}
