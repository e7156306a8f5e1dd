// The sized variants of the catalogue's pictures: which exist, how the app names the one it wants,
// and which file the server answers with. No imports: the app, the worker, the server and the asset
// script all read this one table.

/** A picture's widths: half, three quarters and all of the painted width (the largest is 2× on a phone). */
export const VARIANT_FRACTIONS = [0.5, 0.75, 1] as const

/** `q=low`: the data saver's quality, at any width. */
export const LOW_QUALITY = 'low'

// The catalogue's pictures with variants, by folder under /images/, and the width each was painted at.
// Promotions hold two shapes in one folder, told apart by the name.
const PAINTED: Array<{ pattern: RegExp; width: number }> = [
  { pattern: /^\/images\/posters\/[\w-]+\.webp$/, width: 224 },
  { pattern: /^\/images\/banners\/[\w-]+\.webp$/, width: 800 },
  { pattern: /^\/images\/sliders\/[\w-]+\.webp$/, width: 640 },
  { pattern: /^\/images\/episodes\/[\w-]+\.webp$/, width: 320 },
  { pattern: /^\/images\/notifications\/[\w-]+\.webp$/, width: 280 },
  { pattern: /^\/images\/promotions\/\d+-banner(-en)?\.webp$/, width: 800 },
  { pattern: /^\/images\/promotions\/\d+-details(-en)?\.webp$/, width: 640 },
]

/** The width a picture at this path was painted at, or null when it has no variants. */
export function paintedWidth(path: string): number | null {
  return PAINTED.find((p) => p.pattern.test(path))?.width ?? null
}

/** The variant widths of a picture painted `width` wide, smallest first. */
export function variantWidths(width: number): number[] {
  return VARIANT_FRACTIONS.map((f) => Math.round(width * f))
}

/** The variant to answer a request for `wanted` pixels: the smallest that covers it, else the largest. */
export function variantFor(width: number, wanted: number | undefined): number {
  const widths = variantWidths(width)
  if (wanted === undefined) return width
  return widths.find((w) => w >= wanted) ?? width
}

/** The file of a variant beside its picture: posters/1.webp → posters/1@112-low.avif. */
export function variantFile(path: string, width: number, low: boolean, format: 'webp' | 'avif'): string {
  return `${path.replace(/\.webp$/, '')}@${width}${low ? '-low' : ''}.${format}`
}

/** Only plain same-origin picture paths get variants; anything else is used as given. */
function ownPath(src: string): string | null {
  return /^\/(?!\/)[A-Za-z0-9/_.-]+$/.test(src) && paintedWidth(src) !== null ? src : null
}

/** The address of one variant. */
export function variantUrl(path: string, width: number, low = false): string {
  return `${path}?w=${width}${low ? `&q=${LOW_QUALITY}` : ''}`
}

export interface PictureRequest {
  src: string
  /** Every width the browser may pick from by the screen's pixel ratio, or absent (one address only). */
  srcSet?: string
}

/**
 * What an <img> asks for. Normally every width, for the browser to pick the one its pixel ratio
 * needs at the drawn size (`sizes`); under the data saver, the one width that covers the drawn size
 * at 1× (`cssWidth`), at the low quality. A picture without variants is asked for as given.
 */
export function pictureRequest(src: string, cssWidth: number, saver: boolean): PictureRequest {
  const path = ownPath(src)
  const width = path === null ? null : paintedWidth(path)
  if (path === null || width === null) return { src }
  if (saver) return { src: variantUrl(path, variantFor(width, Math.ceil(cssWidth)), true) }
  return {
    src: variantUrl(path, width),
    srcSet: variantWidths(width)
      .map((w) => `${variantUrl(path, w)} ${w}w`)
      .join(', '),
  }
}

// A banner fills the page's width: under the data saver it is asked for at the width of the widest
// phone held upright, 480 CSS px (its wide form, for a window wider than tall, at its painted 800).
// A fixed width, so the page's shell, written before any script knows the window, asks for the same
// address as the app then does, and the picture crosses the network once.
export const SAVER_BANNER_WIDTH = { slider: 480, wide: 800 } as const

/** How wide a banner is drawn: the page's width less its margins. */
export const BANNER_SIZES = '(min-width: 1536px) 1504px, calc(100vw - 2rem)'

export interface BannerRequest {
  slider: PictureRequest
  wide: PictureRequest
}

/** A banner's two pictures (the slider upright, the wide one sideways), as the shell and the app ask for them. */
export function bannerRequest(slider: string, wide: string, saver: boolean): BannerRequest {
  return {
    slider: pictureRequest(slider, SAVER_BANNER_WIDTH.slider, saver),
    wide: pictureRequest(wide, SAVER_BANNER_WIDTH.wide, saver),
  }
}
