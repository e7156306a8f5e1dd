import { useState, type CSSProperties } from 'react'
import { pictureRequest } from '../lib/image-variants'
import { useImageSaver } from './image-saver'

export interface ImgProps {
  src: string | null | undefined
  alt: string
  /** CSS aspect ratio: reserves the box so nothing shifts. */
  ratio: string
  /** CSS pixels on a phone: the data saver asks for the variant that covers it at 1×. */
  width: number
  sizes?: string
  priority?: boolean
  /** On the first screen for sure: fetched without waiting for a layout to place it. */
  eager?: boolean
  className?: string
}

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
