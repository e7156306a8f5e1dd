// The banner the server and the worker draw into the shell before any script runs; the import names
// its extension, as Node needs.
import { BANNER_SIZES, bannerRequest, type PictureRequest } from './image-variants.ts'

export interface BannerImages {
  wide: string
  slider: string
}

// Image paths come from our own data, but they go into HTML: only plain same-origin paths pass.
export const SAFE_IMAGE_PATH = /^\/(?!\/)[A-Za-z0-9/_.-]+$/

/** The pages that open on a banner over rows, the shell's own layout (src/boot/bare-shell.ts): home and a title's page. */
export const BANNER_PAGES: readonly string[] = ['/', '/content']

const BOOT_FRAME = 'data-boot-banner></div>'

/** A picture's srcset and sizes attributes (with a leading space), or its one address as srcset. */
function candidates(asked: PictureRequest, prefix = ''): string {
  return asked.srcSet ? ` ${prefix}srcset="${asked.srcSet}" ${prefix}sizes="${BANNER_SIZES}"` : ''
}

/** The largest paint then needs no script; the addresses are the screen's own, so the picture is fetched once. */
export function withBootBanner(html: string, images: BannerImages | null, contentId?: number, saver = false): string {
  if (!images || !SAFE_IMAGE_PATH.test(images.wide) || !SAFE_IMAGE_PATH.test(images.slider) || !html.includes(BOOT_FRAME)) return html
  const owner = contentId !== undefined && Number.isSafeInteger(contentId) ? ` data-content="${contentId}"` : ''
  const asked = bannerRequest(images.slider, images.wide, saver)
  const picture =
    `<picture><source media="(orientation: landscape)" srcset="${asked.wide.srcSet ?? asked.wide.src}"${asked.wide.srcSet ? ` sizes="${BANNER_SIZES}"` : ''} />` +
    `<img${candidates(asked.slider)} src="${asked.slider.src}" alt="" fetchpriority="high" decoding="sync" class="absolute inset-0 size-full object-cover" /></picture>`
  return html.replace(BOOT_FRAME, `data-boot-banner data-slider="${images.slider}" data-wide="${images.wide}"${owner}>${picture}</div>`)
}

/** The shell picture's very addresses: a preload it does not match is fetched for nothing. */
export function bannerPreloadLinks(images: BannerImages, saver = false): string {
  const asked = bannerRequest(images.slider, images.wide, saver)
  return (
    `<link rel="preload" as="image" href="${asked.slider.src}"${candidates(asked.slider, 'image')} fetchpriority="high" media="(orientation: portrait)" />` +
    `<link rel="preload" as="image" href="${asked.wide.src}"${candidates(asked.wide, 'image')} fetchpriority="high" media="(orientation: landscape)" />`
  )
}
