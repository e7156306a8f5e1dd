import { useState } from 'react'
import { BANNER_SIZES, bannerRequest } from '../lib/image-variants'
import { useImageSaver } from './image-saver'

/** Spec section 9; index.html's shell draws the same box and cannot import this. */
export const BANNER_FRAME = 'aspect-[16/9] landscape:aspect-[800/233]'

/** Matches the server's preload for the first one; one that cannot load leaves the frame's grey. */
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
