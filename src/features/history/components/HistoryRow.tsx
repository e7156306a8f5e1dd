import { Link } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import type { HistoryItem } from '../../../api/schemas/account'
import type { ItemSync } from '../../../data'
import { timeLeft, watchProgress } from '../../../lib/time'
import { Img } from '../../../ui/Img'
import { PULSE_GROUP, Skeleton } from '../../../ui/Skeleton'
import { SyncMark } from '../../../ui/paged/SyncMark'
import { formatCount } from '../../../i18n/numbers'
import { textLang } from '../../../i18n/text-lang'

/** Spec section 9: watch-history thumbnails are 16/9. */
export const HISTORY_RATIO = '16 / 9'
export const HISTORY_LIST_CLASS = 'grid gap-3 px-4 md:grid-cols-2 xl:grid-cols-3'

export function HistoryRow({ item, sync }: { item: HistoryItem; sync: ItemSync | undefined }) {
  const { t, i18n } = useLingui()
  const progress = watchProgress(item.position, item.duration)
  const left = timeLeft(item.position, item.duration)
  const n = formatCount(i18n, left.value)
  const leftText = left.unit === 'hours' ? t`${n} hr left` : t`${n} min left`
  const percent = Math.round(progress * 100)
  return (
    <Link
      to="/content"
      search={{ id: item.contentChildInfo.contentId }}
      className="group flex gap-3 rounded-lg p-1 hover:bg-slate-100 dark:hover:bg-slate-900"
    >
      <div className="relative w-36 shrink-0 overflow-hidden rounded-md sm:w-44">
        <Img
          src={item.contentChildInfo.episodePosterImg}
          alt=""
          ratio={HISTORY_RATIO}
          width={144}
          sizes="(min-width: 640px) 176px, 144px"
        />
        <div
          role="progressbar"
          aria-label={t`Watched`}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          className="absolute inset-x-0 bottom-0 h-1 bg-black/40"
        >
          <div className="h-full bg-primary" style={{ width: `${percent}%` }} />
        </div>
      </div>
      <div className="min-w-0 flex-1 py-1">
        <p lang={textLang(item.contentChildInfo.title)} className="line-clamp-2 font-medium group-hover:text-primary">
          {item.contentChildInfo.title}
        </p>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{leftText}</p>
        <SyncMark state={sync} className="mt-1" />
      </div>
    </Link>
  )
}

export function HistoryRowsSkeleton({ className = '' }: { className?: string }) {
  return (
    <ul aria-hidden="true" className={`${HISTORY_LIST_CLASS} ${PULSE_GROUP} ${className}`}>
      {Array.from({ length: 8 }, (_, i) => (
        <li key={i} className="flex gap-3 p-1">
          <Skeleton ratio={HISTORY_RATIO} className="w-36 shrink-0 sm:w-44" />
          <div className="flex-1 py-1">
            <Skeleton className="h-4 w-3/4" />
            <Skeleton className="mt-2 h-3 w-1/3" />
          </div>
        </li>
      ))}
    </ul>
  )
}
