// Rows in the shape the app stores them (src/data/db.ts PageRow holding src/api ContentItem values),
// built in Node and handed to the page, so what the browser writes and reads is what the app would.
export const PAGE_SIZE = 20

export function contentItem(i: number) {
  const img = `/images/posters/${(i % 72) + 1}.webp`
  return {
    id: i,
    title: `ရုပ်ရှင် ${i}`,
    contentType: i % 4 === 0 ? ('serie' as const) : ('single' as const),
    actors: 'ဇော်ဇော်, မေမေ',
    director: 'ဦးမောင်မောင်',
    sliderImg: img,
    bannerImg: img,
    posterImg: img,
    episodePosterImg: img,
    isFree: i % 3 === 0,
  }
}

export interface PageRow {
  list: string
  page: number
  items: ReturnType<typeof contentItem>[]
  fetchedAt: number
}

/** `count` items of one list in pages of 20, numbered from 1, as the paged-list store writes them. */
export function listPages(list: string, count: number, fetchedAt: number): PageRow[] {
  return Array.from({ length: Math.ceil(count / PAGE_SIZE) }, (_, p) => ({
    list,
    page: p + 1,
    items: Array.from({ length: Math.min(PAGE_SIZE, count - p * PAGE_SIZE) }, (_, k) => contentItem(p * PAGE_SIZE + k + 1)),
    fetchedAt,
  }))
}

/** `rows` page rows spread over 50 lists, each holding `perRow` items. */
export function manyRows(rows: number, perRow: number, fetchedAt: number): PageRow[] {
  return Array.from({ length: rows }, (_, k) => ({
    list: `${k % 50}:section`,
    page: Math.floor(k / 50) + 1,
    items: Array.from({ length: perRow }, (_, j) => contentItem(k * perRow + j + 1)),
    fetchedAt,
  }))
}
