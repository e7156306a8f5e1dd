import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { Img } from '../Img'
import { Skeleton } from '../Skeleton'
import { textLang } from '../../i18n/text-lang'

/** Spec section 9: posters are 112 by 160. */
export const POSTER_RATIO = '112 / 160'
export const POSTER_WIDTH = 112

export interface PosterCardProps {
  id: number
  title: string
  image: string
  isFree?: boolean
  /** On the first screen: its image is fetched at once (Img). */
  eager?: boolean
  /** The poster's drawn width in CSS px: a row's 112 unless a grid says otherwise (with `sizes`). */
  width?: number
  sizes?: string
  className?: string
}

// Only the badge speaks: a poster row re-renders on a language or catalogue change just where it shows.
// The art writes a credit line along its top tenth and the title from about half way down; between
// them is picture alone, and the badge sits there.
function FreeBadge() {
  const { t } = useLingui()
  return <span className="absolute top-[14%] left-1 rounded bg-primary-strong px-1.5 text-[10px] font-bold text-white">{t`Free`}</span>
}

export function PosterCard({
  id,
  title,
  image,
  isFree = false,
  eager = false,
  className = '',
  width = POSTER_WIDTH,
  sizes,
}: PosterCardProps) {
  return (
    <Link to="/content" search={{ id }} className={`group block ${className}`}>
      <div className="relative">
        <Img src={image} alt="" ratio={POSTER_RATIO} width={width} sizes={sizes} eager={eager} className="rounded-md" />
        {isFree && <FreeBadge />}
      </div>
      {/* Two lines' height whatever the title: a row's height must not depend on which of its
          posters are drawn yet (a row draws its first screen's posters, then the rest), or the rows
          under it move. A border box: the height counts the clamp's bottom padding. */}
      <p lang={textLang(title)} className="mt-1 line-clamp-2 min-h-poster-title text-xs leading-snug group-hover:text-primary">
        {title}
      </p>
    </Link>
  )
}

export function PosterCardSkeleton({ className = '' }: { className?: string }) {
  return (
    <div className={className}>
      <Skeleton ratio={POSTER_RATIO} />
      <Skeleton className="mt-1 h-3 w-3/4" />
    </div>
  )
}
