import { Link } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import type { HistoryItem } from '../../../api/schemas/account'
import { Img } from '../../../ui/Img'
import { Chevron, PosterRow, rowLinkClass } from '../../../ui/cards/PosterRow'
import { usePlayerWarmUp } from '../../player/use-warm-up'
import { textLang } from '../../../i18n/text-lang'
import { watchProgress } from '../../../lib/time'

export function ContinueWatchingRow({ items }: { items: HistoryItem[] }) {
  const { t } = useLingui()
  // A viewer with something to continue is likely to tap it.
  usePlayerWarmUp(items.length > 0)
  if (items.length === 0) return null
  return (
    <PosterRow
      labelId="continue-watching"
      heading={
        <Link to="/watch-history" className={rowLinkClass}>
          {t`Continue watching`}
          <Chevron />
        </Link>
      }
    >
      {items.map((item) => {
        const pct = Math.round(watchProgress(item.position, item.duration) * 100)
        return (
          <li key={item.childId} className="w-44 shrink-0 snap-start">
            <Link to="/player" search={{ contentChildId: item.childId, isTrailer: false }} className="group block">
              <div className="relative overflow-hidden rounded-md">
                <Img src={item.contentChildInfo.episodePosterImg} alt="" ratio="16 / 9" width={176} />
                <div
                  role="progressbar"
                  aria-label={t`Watched`}
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={pct}
                  className="absolute inset-x-0 bottom-0 h-1 bg-black/40"
                >
                  <div className="h-full bg-primary" style={{ width: `${pct}%` }} />
                </div>
              </div>
              <p lang={textLang(item.contentChildInfo.title)} className="mt-1 line-clamp-2 text-xs leading-snug group-hover:text-primary">
                {item.contentChildInfo.title}
              </p>
            </Link>
          </li>
        )
      })}
    </PosterRow>
  )
}
