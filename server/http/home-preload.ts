import type { Database } from 'better-sqlite3'

export interface BannerImages {
  wide: string
  slider: string
}

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

// Image paths come from our own database, but they still go into HTML: only plain same-origin paths pass.
const SAFE_PATH = /^\/(?!\/)[A-Za-z0-9/_.-]+$/

/**
 * Lets the browser fetch home's largest paint, the first banner, in parallel with the scripts instead
 * of after them: on slow 4G that is most of a second. The carousel picks the wide image when the window
 * is wider than tall, else the slider image; the media queries say the same, so only one is fetched.
 */
export function withBannerPreload(html: string, images: BannerImages | null): string {
  if (!images || !SAFE_PATH.test(images.wide) || !SAFE_PATH.test(images.slider)) return html
  const links =
    `<link rel="preload" as="image" href="${images.slider}" fetchpriority="high" media="(orientation: portrait)" />` +
    `<link rel="preload" as="image" href="${images.wide}" fetchpriority="high" media="(orientation: landscape)" />`
  return html.includes('</head>') ? html.replace('</head>', `${links}</head>`) : html
}
