import type { ReactNode } from 'react'
import { useLingui } from '@lingui/react/macro'
import type { ContentChild } from '../../../api/schemas/catalogue'
import { Img } from '../../../ui/Img'
import { mayWatch } from '../entitlement'
import { WatchLink } from './WatchLink'
import { textLang } from '../../../i18n/text-lang'
import { useStepwiseCount } from '../../../ui/after-next-paint'
import { WatchCost } from '../../data-saver/WatchCost'
import type { Rendition } from '../../data-saver/data-use'

// A phone's first screen reaches the first episode or two, a wide screen's two rows of two.
const FIRST_SCREEN_EPISODES = 4
const EPISODES_PER_FRAME = 3
// About a drawn row's height, so the page keeps its length (and a restored scroll) while rows come in.
const PENDING_ROW = 'h-[5.5rem]'
const PENDING_LOCKED_ROW = 'h-[8rem]'

interface EpisodeListProps {
  episodes: ContentChild[]
  premium: boolean | null | undefined
  action?: (episode: ContentChild, allowed: boolean) => ReactNode
  /** The stream's renditions, for what watching each episode costs. */
  renditions?: Rendition[]
}

/** `action` draws a control beside each episode (its download control), outside the episode's link. */
export function EpisodeList({ episodes, premium, action, renditions }: EpisodeListProps) {
  const { t } = useLingui()
  const drawn = useStepwiseCount(episodes.length, FIRST_SCREEN_EPISODES, EPISODES_PER_FRAME)
  if (episodes.length === 0) return <p className="text-sm text-slate-600 dark:text-slate-300">{t`No episodes yet.`}</p>
  return (
    <ul className="grid gap-3 md:grid-cols-2">
      {episodes.map((ep, i) => {
        const allowed = mayWatch(ep, premium)
        if (i >= drawn) return <li key={ep.id} aria-hidden="true" className={allowed ? PENDING_ROW : PENDING_LOCKED_ROW} />
        return (
          <li key={ep.id} className="flex min-w-0 items-center gap-1">
            <WatchLink
              childId={ep.id}
              allowed={allowed}
              className="group flex min-w-0 flex-1 flex-wrap gap-3 rounded-lg p-1 hover:bg-slate-100 dark:hover:bg-slate-900"
            >
              <div className="relative w-36 max-w-full shrink-0">
                <Img src={ep.episodePosterImg} alt="" ratio="16 / 9" width={144} className="rounded-md" />
                {/* Top right: the still writes the episode's number at its top left. */}
                {ep.isFree && (
                  <span className="absolute top-1 right-1 rounded bg-primary-strong px-1.5 text-[10px] font-bold text-white">{t`Free`}</span>
                )}
              </div>
              <div className="min-w-20 flex-1">
                <p lang={textLang(ep.title)} className="font-medium group-hover:text-primary-strong dark:group-hover:text-primary">
                  {ep.title}
                </p>
                <p lang={textLang(ep.description)} className="line-clamp-2 text-xs text-slate-600 dark:text-slate-300">
                  {ep.description}
                </p>
                <WatchCost durationS={ep.durationS} renditions={renditions} variant="row" />
                {!allowed && <p className="mt-1 text-xs text-amber-800 dark:text-amber-300">{t`Subscription required`}</p>}
              </div>
            </WatchLink>
            {action?.(ep, allowed)}
          </li>
        )
      })}
    </ul>
  )
}
