import type { Database } from 'better-sqlite3'
import { SAFE_IMAGE_PATH } from '../../src/lib/boot-banner.ts'
import {
  BOOT_FEED_END,
  BOOT_FEED_START,
  BOOT_IMAGE_ATTRIBUTE,
  BOOT_RESULTS_ID,
  BOOT_SIZES_ATTRIBUTE,
  BOOT_SRCSET_ATTRIBUTE,
  FIRST_SCREEN_RESULTS,
  RESULT_POSTER_WIDTH,
} from '../../src/lib/boot-results.ts'
import { pictureRequest } from '../../src/lib/image-variants.ts'
import { contentItem } from '../services/content.ts'
import { matchingTitles } from '../services/search.ts'
import { searchKey } from '../services/text.ts'

/** What a result row shows: the search API's item, without what only a title's page needs. */
export interface BootResult {
  id: number
  title: string
  actors: string
  contentType: 'single' | 'serie'
  posterImg: string
  isFree: boolean
}

/** The first screen of the results the app will show for `query`, in the API's order; nothing is recorded. */
export function firstResults(db: Database, query: string): BootResult[] {
  return matchingTitles(db, searchKey(query), FIRST_SCREEN_RESULTS).map((row) => {
    const { id, title, actors, contentType, posterImg, isFree } = contentItem(row)
    return { id, title, actors, contentType, posterImg, isFree }
  })
}

const BLOCK = 'rounded-md bg-slate-200 dark:bg-slate-800'

// The page's largest paint is the first of these posters to draw (they are all one size), and the
// first row holds one on a phone and two on a wider screen. At 64 by 91 px they are below the size
// for which Chromium raises an image's priority by itself, so on a slow link they would wait behind
// the app's scripts: the first row's are asked for at high priority.
const URGENT_POSTERS = 2

// The search page's result row (src/features/search/components/SearchResults.tsx), box for box:
// the poster, and grey lines where the text goes. Burmese text here would have the page fetch the
// Myanmar font before its first paint; the page's script draws the titles a moment later.
function row({ posterImg }: BootResult, index: number, saver: boolean): string {
  const hint = index < URGENT_POSTERS ? ' fetchpriority="high"' : ''
  // The addresses the app's poster asks for (src/ui/Img.tsx), so the app's poster is the shell's.
  const asked = pictureRequest(posterImg, RESULT_POSTER_WIDTH, saver)
  const sized = asked.srcSet ? ` ${BOOT_SRCSET_ATTRIBUTE}="${asked.srcSet}" ${BOOT_SIZES_ATTRIBUTE}="${RESULT_POSTER_WIDTH}px"` : ''
  const poster = SAFE_IMAGE_PATH.test(posterImg)
    ? `<img ${BOOT_IMAGE_ATTRIBUTE}="${asked.src}"${sized}${hint} alt="" class="absolute inset-0 size-full object-cover" />`
    : ''
  return (
    `<li class="flex gap-3 p-1"><div class="relative aspect-[112/160] w-16 shrink-0 overflow-hidden ${BLOCK}">${poster}</div>` +
    `<div class="flex-1 py-1"><div class="h-4 w-3/4 ${BLOCK}"></div><div class="mt-2 h-3 w-1/2 ${BLOCK}"></div></div></li>`
  )
}

// JSON is read back by the app, not run; `<` is escaped so that no title can close the element.
const scriptJson = (value: unknown) => JSON.stringify(value).replaceAll('<', '\\u003c')

/**
 * On a search link, the shell draws the first screen of results over its feed, so the page's
 * largest paint, a result's poster, needs the page and the image alone and not the scripts and the
 * answer after them (over two seconds on slow 4G). The posters are shown by the inline gate once
 * it knows the launch renders; the results themselves go with them, for the search page to draw
 * until its own answer comes. A page with no match, or one without the feed's marks, is left as it
 * is; a page the worker serves (every later visit) does not come through here.
 */
export function withBootResults(html: string, query: string, results: readonly BootResult[], saver = false): string {
  const start = html.indexOf(BOOT_FEED_START)
  const end = html.indexOf(BOOT_FEED_END)
  if (results.length === 0 || start < 0 || end < start) return html
  const feed =
    '<div class="pb-8" data-boot-results><div class="px-4 py-3"><div class="mx-auto h-11 max-w-3xl rounded-full bg-slate-200 dark:bg-slate-800"></div></div>' +
    `<ul aria-hidden="true" class="grid gap-x-4 gap-y-3 px-4 sm:grid-cols-2 xl:grid-cols-3">${results.map((r, i) => row(r, i, saver)).join('')}</ul>` +
    `<script type="application/json" id="${BOOT_RESULTS_ID}">${scriptJson({ query, results })}</script></div>`
  return html.slice(0, start + BOOT_FEED_START.length) + feed + html.slice(end)
}
