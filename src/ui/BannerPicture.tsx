import { useState } from 'react'
import { BANNER_SIZES, bannerRequest } from '../lib/image-variants'
import { useImageSaver } from './image-saver'

/**
 * Spec section 9: wide banner 800 by 233 when the window is wider than tall, else 16/9 with the
 * slider image. The box takes its ratio from CSS before any image arrives (no layout shift). The
 * shell in index.html draws the same box, and cannot import this.
 */
export const BANNER_FRAME = 'aspect-[16/9] landscape:aspect-[800/233]'

/**
 * A title's banner (spec section 9): the slider image, or the wide one when the window is wider
 * than tall, filling the frame it is placed in, at the width the screen's pixel ratio needs (under
 * the data saver, the one fixed width the page's shell asks for too: src/lib/image-variants.ts). The
 * `<picture>` matches the preload the server writes into the page for the first one. An image that
 * cannot load (offline and never kept) leaves the frame's own grey, not the browser's broken-image icon.
 */
export function BannerPicture({ slider, wide, first = false }: { slider: string; wide: string; first?: boolean }) {
  const sources = `${slider} ${wide}`
  const [failed, setFailed] = useState<string | null>(null)
  const asked = bannerRequest(slider, wide, useImageSaver())
  if (failed === sources) return null
  return (
    <picture>
      <source
        media="(orientation: landscape)"
        srcSet={asked.wide.srcSet ?? asked.wide.src}
        sizes={asked.wide.srcSet ? BANNER_SIZES : undefined}
      />
      <img
        srcSet={asked.slider.srcSet}
        sizes={asked.slider.srcSet ? BANNER_SIZES : undefined}
        src={asked.slider.src}
        alt=""
        // The first banner is the page's largest paint: fetched at once, before the other images.
        loading={first ? 'eager' : 'lazy'}
        fetchPriority={first ? 'high' : 'auto'}
        decoding={first ? 'sync' : 'async'}
        onError={() => setFailed(sources)}
        className="absolute inset-0 size-full object-cover"
      />
    </picture>
  )
}
