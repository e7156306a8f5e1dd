// The banner drawn into index.html's shell (#boot), before any script runs: by the server for the
// first visit (server/routes/static.ts) and by the service worker for later launches
// (sw/shell-banner.ts). Home's and a title page's skeletons read it back
// (src/features/home/boot-banner.ts). No imports: the server and the worker both use this file.

export interface BannerImages {
  wide: string
  slider: string
}

// Image paths come from our own data, but they go into HTML: only plain same-origin paths pass.
export const SAFE_IMAGE_PATH = /^\/(?!\/)[A-Za-z0-9/_.-]+$/

/** The pages that open on a banner over rows, the shell's own layout (src/boot/bare-shell.ts): home and a title's page. */
export const BANNER_PAGES: readonly string[] = ['/', '/content']

/** The shell's empty banner frame in index.html. */
const BOOT_FRAME = 'data-boot-banner></div>'

/**
 * Draws a banner into the shell's banner frame, so the page's largest paint needs the page and the
 * image alone, not the scripts and the data after them (seconds on a phone link): home's first
 * banner, or the title's on its page (`contentId`, so the skeleton reuses it for that title only).
 * The picture is the screen's own, same box and same media query.
 */
export function withBootBanner(html: string, images: BannerImages | null, contentId?: number): string {
  if (!images || !SAFE_IMAGE_PATH.test(images.wide) || !SAFE_IMAGE_PATH.test(images.slider) || !html.includes(BOOT_FRAME)) return html
  const owner = contentId !== undefined && Number.isSafeInteger(contentId) ? ` data-content="${contentId}"` : ''
  const picture =
    `<picture><source media="(orientation: landscape)" srcset="${images.wide}" />` +
    `<img src="${images.slider}" alt="" fetchpriority="high" decoding="sync" class="absolute inset-0 size-full object-cover" /></picture>`
  return html.replace(BOOT_FRAME, `data-boot-banner data-slider="${images.slider}" data-wide="${images.wide}"${owner}>${picture}</div>`)
}
