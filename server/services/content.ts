import type { Database } from 'better-sqlite3'

export const PAGE_SIZE = 20

export interface TitleRow {
  id: number
  title: string
  content_type: 'single' | 'serie'
  description: string
  director: string
  actors: string
  supporters: string
  novel: string
  script: string
  poster_img: string
  banner_img: string
  slider_img: string
  episode_poster_img: string
  is_free: number
  year: number
}

export interface EpisodeRow {
  id: number
  title_id: number
  position: number
  title: string
  description: string
  is_free: number
  duration_ms: number
  episode_poster_img: string
}

/** Columns for a content item; use with the alias `t`. */
export const ITEM_COLUMNS = `t.id, t.title, t.content_type, t.description, t.director, t.actors, t.supporters, t.novel,
  t.script, t.poster_img, t.banner_img, t.slider_img, t.episode_poster_img, t.is_free, t.year`

export function contentItem(t: TitleRow) {
  return {
    id: t.id,
    title: t.title,
    contentType: t.content_type,
    actors: t.actors,
    director: t.director,
    sliderImg: t.slider_img,
    bannerImg: t.banner_img,
    posterImg: t.poster_img,
    episodePosterImg: t.episode_poster_img,
    isFree: t.is_free === 1,
  }
}

export type ContentItem = ReturnType<typeof contentItem>

export function getTitle(db: Database, id: number): TitleRow | undefined {
  return db.prepare<[number], TitleRow>(`SELECT ${ITEM_COLUMNS} FROM titles t WHERE t.id = ?`).get(id)
}

export function getEpisode(db: Database, id: number): EpisodeRow | undefined {
  return db.prepare<[number], EpisodeRow>('SELECT * FROM episodes WHERE id = ?').get(id)
}

/** A series episode is shown as "Series · Episode" so rows outside the detail page still make sense. */
export function childTitle(t: TitleRow, e: EpisodeRow): string {
  return t.content_type === 'serie' && e.title !== t.title ? `${t.title} · ${e.title}` : t.title
}

export function paged<T>(items: T[], page: number, total: number) {
  return { items, page, pageSize: PAGE_SIZE, total }
}

export const offsetOf = (page: number) => (page - 1) * PAGE_SIZE
