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

/** A title's banner, which its page (/content?id=…) shows at the top, in the same frame as home's. */
export function titleBannerImages(db: Database, id: number): BannerImages | null {
  if (!Number.isSafeInteger(id) || id <= 0) return null
  const row = db.prepare<[number], { wide: string; slider: string }>('SELECT banner_img AS wide, slider_img AS slider FROM titles WHERE id = ?').get(id)
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

/** The empty banner frame of the shell in index.html. */
const BOOT_FRAME = 'data-boot-banner></div>'

/**
 * Draws a banner into the shell's banner frame, so the page's largest paint needs the page and the
 * image alone, not the scripts and the data after them (seconds on a phone link): home's first
 * banner, or the title's on its page. The picture is the screen's own, same box and same media
 * query; the screen's skeleton keeps showing it (it reads the paths from the frame's data
 * attributes) until the screen takes over.
 */
export function withBootBanner(html: string, images: BannerImages | null, contentId?: number): string {
  if (!images || !SAFE_PATH.test(images.wide) || !SAFE_PATH.test(images.slider) || !html.includes(BOOT_FRAME)) return html
  // On a title's page the skeleton may reuse it only for that title.
  const owner = contentId !== undefined && Number.isSafeInteger(contentId) ? ` data-content="${contentId}"` : ''
  const picture =
    `<picture><source media="(orientation: landscape)" srcset="${images.wide}" />` +
    `<img src="${images.slider}" alt="" fetchpriority="high" decoding="sync" class="absolute inset-0 size-full object-cover" /></picture>`
  return html.replace(BOOT_FRAME, `data-boot-banner data-slider="${images.slider}" data-wide="${images.wide}"${owner}>${picture}</div>`)
}

