import type { Database } from 'better-sqlite3'
import { SAFE_IMAGE_PATH as SAFE_PATH, bannerPreloadLinks, type BannerImages } from '../../src/lib/boot-banner.ts'

export { withBootBanner, type BannerImages } from '../../src/lib/boot-banner.ts'

/** The home carousel's first banner, as `/v1/home` lists it. */
export function firstBannerImages(db: Database): BannerImages | null {
  const row = db
    .prepare<[], { wide: string; slider: string }>(
      `SELECT t.banner_img AS wide, t.slider_img AS slider FROM banners b JOIN titles t ON t.id = b.content_id
        ORDER BY b.position LIMIT 1`,
    )
    .get()
  return row ?? null
}

/** A title's banner, which its page (/content?id=…) shows at the top, in the same frame as home's. */
export function titleBannerImages(db: Database, id: number): BannerImages | null {
  if (!Number.isSafeInteger(id) || id <= 0) return null
  const row = db
    .prepare<[number], { wide: string; slider: string }>('SELECT banner_img AS wide, slider_img AS slider FROM titles WHERE id = ?')
    .get(id)
  return row ?? null
}

/**
 * Lets the browser fetch home's largest paint, the first banner, in parallel with the scripts instead
 * of after them: on slow 4G that is most of a second. The carousel picks the wide image when the window
 * is wider than tall, else the slider image; the media queries say the same, so only one is fetched.
 * `saver`: the viewer's browser asked to save data, and the picture is the data saver's.
 */
export function withBannerPreload(html: string, images: BannerImages | null, saver = false): string {
  if (!images || !SAFE_PATH.test(images.wide) || !SAFE_PATH.test(images.slider)) return html
  const links = bannerPreloadLinks(images, saver)
  return html.includes('</head>') ? html.replace('</head>', `${links}</head>`) : html
}
