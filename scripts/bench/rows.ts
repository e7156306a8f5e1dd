// Rows in the shape the app stores them (src/data/db.ts PageRow holding the ContentCard values of
// src/api/schemas/common.ts, as a category's list keeps them), built in Node and handed to the page,
// so what the browser writes and reads is what the app would.
export const PAGE_SIZE = 20

export function contentCard(i: number) {
  return {
    id: i,
    title: `ရုပ်ရှင် ${i}`,
    actors: 'ဇော်ဇော်, မေမေ',
    contentType: i % 4 === 0 ? ('serie' as const) : ('single' as const),
    posterImg: `/images/posters/${(i % 72) + 1}.webp`,
    isFree: i % 3 === 0,
  }
}

export interface PageRow {
  list: string
  page: number
  items: ReturnType<typeof contentCard>[]
  fetchedAt: number
  /** Fewer items than a page holds: the list's last page. */
  short: boolean
}

/** `count` items of one list in pages of 20, numbered from 1, as the paged-list store writes them. */
export function listPages(list: string, count: number, fetchedAt: number): PageRow[] {
  return Array.from({ length: Math.ceil(count / PAGE_SIZE) }, (_, p) => ({
    list,
    page: p + 1,
    items: Array.from({ length: Math.min(PAGE_SIZE, count - p * PAGE_SIZE) }, (_, k) => contentCard(p * PAGE_SIZE + k + 1)),
    fetchedAt,
    short: count - p * PAGE_SIZE < PAGE_SIZE,
  }))
}

/** `rows` page rows spread over 50 lists, each holding `perRow` items. */
export function manyRows(rows: number, perRow: number, fetchedAt: number): PageRow[] {
  return Array.from({ length: rows }, (_, k) => ({
    list: `${k % 50}:section`,
    page: Math.floor(k / 50) + 1,
    items: Array.from({ length: perRow }, (_, j) => contentCard(k * perRow + j + 1)),
    fetchedAt,
    short: perRow < PAGE_SIZE,
  }))
}
