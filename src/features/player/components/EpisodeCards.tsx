import { useLingui } from '@lingui/react/macro'
import type { ContentChild } from '../../../api/schemas/catalogue'
import { formatNumber } from '../../../i18n/numbers'
import { NextIcon } from './icons'
import { textLang } from '../../../i18n/text-lang'

const card = 'pointer-events-auto absolute right-4 bottom-28 max-w-[calc(100%-2rem)]'

export function SkipIntro({ onSkip }: { onSkip(): void }) {
  const { t } = useLingui()
  return (
    <button
      type="button"
      onClick={onSkip}
      className={`${card} min-h-11 rounded-lg bg-white/90 px-4 py-2 font-semibold text-slate-900 shadow-lg ring-1 ring-black/10 hover:bg-white`}
    >
      {t`Skip intro`}
    </button>
  )
}

/** The next episode with its countdown; Play now and Cancel. */
export function UpNext({ next, left, onPlay, onCancel }: { next: ContentChild; left: number; onPlay(): void; onCancel(): void }) {
  const { t, i18n } = useLingui()
  const n = formatNumber(i18n, Math.max(0, left))
  return (
    <section aria-label={t`Up next`} className={`${card} w-72 rounded-xl bg-slate-900/95 p-3 shadow-lg ring-1 ring-white/15`}>
      <p className="text-xs text-white/80">
        <span aria-hidden="true">{t`Next episode in ${n} s`}</span>
        <span className="sr-only">{t`The next episode plays by itself in a few seconds.`}</span>
      </p>
      <p lang={textLang(next.title)} className="mt-1 truncate font-semibold">
        {next.title}
      </p>
      <div className="mt-2 flex gap-2">
        <button
          type="button"
          onClick={onPlay}
          className="flex min-h-11 flex-1 items-center justify-center gap-2 rounded-lg bg-white px-3 font-semibold text-slate-900 hover:bg-slate-200"
        >
          <NextIcon className="size-5" />
          <span>{t`Play now`}</span>
        </button>
        <button type="button" onClick={onCancel} className="min-h-11 rounded-lg px-3 font-medium ring-1 ring-white/40 hover:bg-white/10">
          {t`Cancel`}
        </button>
      </div>
    </section>
  )
}

/** At the end, after the countdown was cancelled: the next episode stays one tap away. */
export function NextEpisodeButton({ next, onNext }: { next: ContentChild; onNext(): void }) {
  const { t } = useLingui()
  return (
    <div className="absolute right-4 bottom-28 flex flex-col items-end gap-1">
      <button
        type="button"
        onClick={onNext}
        className="flex min-h-11 items-center gap-2 rounded-lg bg-white px-4 py-3 font-semibold text-slate-900 shadow-lg hover:bg-slate-200"
      >
        <NextIcon className="size-5" />
        <span>{t`Next episode`}</span>
      </button>
      <span lang={textLang(next.title)} className="max-w-64 truncate text-sm text-white/90">
        {next.title}
      </span>
    </div>
  )
}
