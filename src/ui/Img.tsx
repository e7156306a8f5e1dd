import { useState, type CSSProperties } from 'react'

export interface ImgProps {
  src: string | null | undefined
  alt: string
  /** CSS aspect ratio, e.g. '112 / 160'; reserves the box so nothing shifts when the image arrives. */
  ratio: string
  /** The first banner: fetched at once and with high priority. */
  priority?: boolean
  /**
   * On the first screen for sure (the first posters of a row or a list): fetched as soon as it is in
   * the page, not after a layout has placed it as a lazy image would be. Everything else loads lazily.
   */
  eager?: boolean
  className?: string
  sizes?: string
}

/** An image in a fixed-ratio box, with a neutral placeholder while loading or when it fails. */
export function Img({ src, alt, ratio, priority = false, eager = false, className = '', sizes }: ImgProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null)
  const style: CSSProperties = { aspectRatio: ratio }
  const showImage = Boolean(src) && failedSrc !== src
  return (
    <div style={style} className={`relative overflow-hidden bg-slate-200 dark:bg-slate-800 ${className}`}>
      {showImage && (
        <img
          src={src ?? undefined}
          alt={alt}
          sizes={sizes}
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
