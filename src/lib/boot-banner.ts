// The banner drawn into index.html's shell (#boot), before any script runs: by the server for the
// first visit (server/routes/static.ts) and by the service worker for later launches
// (sw/shell-banner.ts). Home's and a title page's skeletons read it back
// (src/features/home/boot-banner.ts). The server and the worker both use this file: its one import
// is pure and named with its extension, as Node needs.
import { BANNER_SIZES, bannerRequest, type PictureRequest } from './image-variants.ts'

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

/** A picture's srcset and sizes attributes (with a leading space), or its one address as srcset. */
function candidates(asked: PictureRequest, prefix = ''): string {
  return asked.srcSet ? ` ${prefix}srcset="${asked.srcSet}" ${prefix}sizes="${BANNER_SIZES}"` : ''
}

/**
 * Draws a banner into the shell's banner frame, so the page's largest paint needs the page and the
 * image alone, not the scripts and the data after them (seconds on a phone link): home's first
 * banner, or the title's on its page (`contentId`, so the skeleton reuses it for that title only).
 * The picture is the screen's own, same box, same media query and the same addresses (`saver`: as
 * the data saver asks for them), so the app's banner is the one the shell already fetched.
 */
export function withBootBanner(html: string, images: BannerImages | null, contentId?: number, saver = false): string {
  if (!images || !SAFE_IMAGE_PATH.test(images.wide) || !SAFE_IMAGE_PATH.test(images.slider) || !html.includes(BOOT_FRAME)) return html
  const owner = contentId !== undefined && Number.isSafeInteger(contentId) ? ` data-content="${contentId}"` : ''
  const asked = bannerRequest(images.slider, images.wide, saver)
  const picture =
    `<picture><source media="(orientation: landscape)" srcset="${asked.wide.srcSet ?? asked.wide.src}"${asked.wide.srcSet ? ` sizes="${BANNER_SIZES}"` : ''} />` +
    `<img${candidates(asked.slider)} src="${asked.slider.src}" alt="" fetchpriority="high" decoding="sync" class="absolute inset-0 size-full object-cover" /></picture>`
  return html.replace(BOOT_FRAME, `data-boot-banner data-slider="${images.slider}" data-wide="${images.wide}"${owner}>${picture}</div>`)
}

/**
 * The preload of a banner's two pictures, each for its orientation, with the addresses the shell's
 * picture asks for: a preload the picture does not match is fetched for nothing.
 */
export function bannerPreloadLinks(images: BannerImages, saver = false): string {
  const asked = bannerRequest(images.slider, images.wide, saver)
  return (
    `<link rel="preload" as="image" href="${asked.slider.src}"${candidates(asked.slider, 'image')} fetchpriority="high" media="(orientation: portrait)" />` +
    `<link rel="preload" as="image" href="${asked.wide.src}"${candidates(asked.wide, 'image')} fetchpriority="high" media="(orientation: landscape)" />`
  )
}
