import { useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import { isOne } from '../../../i18n/plural'
import { formatCount, formatNumber } from '../../../i18n/numbers'
import { LoginToUse } from '../../../ui/errors/LoginToUse'
import { useServices } from '../../../ui/use-services'
import { useViewer } from '../../content/queries'
import { rateTitle } from '../actions'
import { useRating } from '../queries'
import { useRoving } from '../../../ui/use-roving'

const STARS = [1, 2, 3, 4, 5] as const

function Star({ filled }: { filled: boolean }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={28}
      height={28}
      aria-hidden="true"
      focusable="false"
      className={filled ? 'fill-amber-500 stroke-amber-600' : 'fill-none stroke-slate-400'}
      strokeWidth={1.5}
    >
      <path d="m12 3 2.8 5.7 6.2.9-4.5 4.4 1 6.2L12 17.3l-5.5 2.9 1-6.2L3 9.6l6.2-.9L12 3Z" strokeLinejoin="round" />
    </svg>
  )
}

/** The title's average and count for everyone; stars to rate, change or remove for a logged-in viewer. */
export function RatingControl({ contentId, title }: { contentId: number; title: string }) {
  const { t, i18n } = useLingui()
  const services = useServices()
  const viewer = useViewer()
  const rating = useRating(contentId)
  const [askLogin, setAskLogin] = useState(false)
  const mine = rating?.mine ?? null
  // The arrows move without rating, since each rating is sent; Space or Enter chooses.
  const star = useRoving(STARS.length, mine === null ? 0 : mine - 1, { orientation: 'horizontal' })

  const choose = (stars: number | null) => {
    if (viewer === null) {
      setAskLogin(true)
      return
    }
    void rateTitle(services, { contentId, stars, title })
  }

  const count = rating?.count ?? 0
  const countText = formatCount(i18n, count)
  const average = rating?.average ?? null
  const averageText = average === null ? '' : formatNumber(i18n, average, { minimumFractionDigits: 1, maximumFractionDigits: 1 })
  const summary =
    average === null || count === 0
      ? t`No ratings yet`
      : `${averageText} · ${isOne(count) ? t`${countText} rating` : t`${countText} ratings`}`

  return (
    <section aria-labelledby="rating-heading" className="mt-4">
      <h2 id="rating-heading" className="text-base font-semibold">{t`Rating`}</h2>
      <p className="mt-1 text-sm text-slate-700 dark:text-slate-200" data-testid="rating-summary">
        {summary}
      </p>
      <div className="mt-1 flex flex-wrap items-center gap-x-2">
        <div role="radiogroup" aria-label={t`Your rating`} className="flex">
          {STARS.map((n, i) => {
            const stars = formatCount(i18n, n)
            return (
              <button
                key={n}
                {...star(i)}
                type="button"
                role="radio"
                aria-checked={mine === n}
                aria-label={isOne(n) ? t`${stars} star` : t`${stars} stars`}
                disabled={viewer === undefined || rating === undefined}
                onClick={() => choose(n)}
                className="flex size-[44px] items-center justify-center rounded-lg hover:bg-slate-100 disabled:opacity-60 dark:hover:bg-slate-800"
              >
                <Star filled={mine !== null && n <= mine} />
              </button>
            )
          })}
        </div>
        {mine !== null && (
          <button
            type="button"
            onClick={() => choose(null)}
            className="min-h-11 rounded-lg px-3 text-sm font-medium text-primary-strong hover:underline dark:text-sky-300"
          >
            {t`Remove rating`}
          </button>
        )}
      </div>
      {rating?.sync === 'waiting' && <p role="status" className="text-xs text-amber-700 dark:text-amber-300">{t`Waiting to sync`}</p>}
      {rating?.sync === 'failed' && <p role="status" className="text-xs text-red-700 dark:text-red-300">{t`Not saved`}</p>}
      {askLogin && viewer === null && <LoginToUse className="mt-2" />}
    </section>
  )
}
