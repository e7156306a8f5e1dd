// The catalogue pictures' sized variants; no imports, for the app, worker, server and asset script share it.

/** A picture's widths: half, three quarters and all of the painted width (the largest is 2× on a phone). */
export const VARIANT_FRACTIONS = [0.5, 0.75, 1] as const

export const LOW_QUALITY = 'low'

// The width each folder's pictures were painted at; promotions hold two shapes, told apart by name.
const PAINTED: Array<{ pattern: RegExp; width: number }> = [
  { pattern: /^\/images\/posters\/[\w-]+\.webp$/, width: 224 },
  { pattern: /^\/images\/banners\/[\w-]+\.webp$/, width: 800 },
  { pattern: /^\/images\/sliders\/[\w-]+\.webp$/, width: 640 },
  { pattern: /^\/images\/episodes\/[\w-]+\.webp$/, width: 320 },
  { pattern: /^\/images\/notifications\/[\w-]+\.webp$/, width: 280 },
  { pattern: /^\/images\/promotions\/\d+-banner(-en)?\.webp$/, width: 800 },
  { pattern: /^\/images\/promotions\/\d+-details(-en)?\.webp$/, width: 640 },
]

export function paintedWidth(path: string): number | null {
  return PAINTED.find((p) => p.pattern.test(path))?.width ?? null
}

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

export function variantUrl(path: string, width: number, low = false): string {
  return `${path}?w=${width}${low ? `&q=${LOW_QUALITY}` : ''}`
}

export interface PictureRequest {
  src: string
  srcSet?: string
}

/** Every width for the browser to pick from; under the data saver, the one covering `cssWidth` at 1×, low. */
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

// Fixed, so the shell (written before any script knows the window) asks for the app's address: one download.
export const SAVER_BANNER_WIDTH = { slider: 480, wide: 800 } as const

export const BANNER_SIZES = '(min-width: 1536px) 1504px, calc(100vw - 2rem)'

export interface BannerRequest {
  slider: PictureRequest
  wide: PictureRequest
}

export function bannerRequest(slider: string, wide: string, saver: boolean): BannerRequest {
  return {
    slider: pictureRequest(slider, SAVER_BANNER_WIDTH.slider, saver),
    wide: pictureRequest(wide, SAVER_BANNER_WIDTH.wide, saver),
  }
}
