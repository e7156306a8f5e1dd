import { useState, type CSSProperties } from 'react'
import { pictureRequest } from '../lib/image-variants'
import { useImageSaver } from './image-saver'

export interface ImgProps {
  src: string | null | undefined
  alt: string
  /** CSS aspect ratio, e.g. '112 / 160'; reserves the box so nothing shifts when the image arrives. */
  ratio: string
  /**
   * The width it is drawn at on a phone, in CSS pixels: the browser picks the variant its pixel ratio
   * needs, and the data saver the one that covers it at 1×.
   */
  width: number
  /** The drawn width where it depends on the window (`sizes`); `width` px when absent. */
  sizes?: string
  /** The first banner: fetched at once and with high priority. */
  priority?: boolean
  /**
   * On the first screen for sure (the first posters of a row or a list): fetched as soon as it is in
   * the page, not after a layout has placed it as a lazy image would be. Everything else loads lazily.
   */
  eager?: boolean
  className?: string
}

/** An image in a fixed-ratio box, with a neutral placeholder while loading or when it fails. */
export function Img({ src, alt, ratio, width, sizes, priority = false, eager = false, className = '' }: ImgProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null)
  const saver = useImageSaver()
  const style: CSSProperties = { aspectRatio: ratio }
  const showImage = Boolean(src) && failedSrc !== src
  const asked = src ? pictureRequest(src, width, saver) : null
  return (
    <div style={style} className={`relative overflow-hidden bg-slate-200 dark:bg-slate-800 ${className}`}>
      {showImage && asked && (
        // srcset and sizes before src: a browser that read src first could fetch it before the pick.
        <img
          srcSet={asked.srcSet}
          sizes={asked.srcSet ? (sizes ?? `${width}px`) : undefined}
          src={asked.src}
          alt={alt}
          loading={priority || eager ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : 'auto'}
          decoding="async"
          onError={() => setFailedSrc(src ?? null)}
          className="absolute inset-0 size-full object-cover"
        />
      )}
    </div>
  )
}
