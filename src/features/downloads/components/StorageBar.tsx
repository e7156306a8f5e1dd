import { useLingui } from '@lingui/react/macro'
import { formatCount, formatMb } from '../format'
import type { Persistence, StorageFigures } from '../queries'
import { LangRuns } from '../../../ui/LangRuns'

/** The site's storage as the browser estimates it, with the downloads' share marked apart. */
/** Whether the browser will keep the downloads when the device runs short of space, in its own words per answer. */
function Kept({ persisted }: { persisted: Persistence | undefined }) {
  const { t } = useLingui()
  if (persisted === undefined) return null
  const text =
    persisted === true
      ? t`This browser keeps your downloads even when space runs low.`
      : persisted === false
        ? t`This browser may delete your downloads when space runs low.`
        : t`This browser does not say whether it keeps your downloads when space runs low.`
  return (
    <p className={`mt-1 ${persisted === false ? 'text-amber-800 dark:text-amber-300' : 'text-slate-600 dark:text-slate-300'}`}>{text}</p>
  )
}

export function StorageBar({
  figures,
  downloads,
  persisted,
}: {
  figures: StorageFigures | null | undefined
  downloads: number
  persisted?: Persistence | undefined
}) {
  const { t, i18n } = useLingui()
  const mine = formatMb(i18n, downloads)
  if (figures === undefined) return <div className="h-14 animate-pulse rounded-xl bg-slate-100 dark:bg-slate-800" aria-hidden="true" />
  if (figures === null) {
    return (
      <section
        aria-label={t`Storage`}
        className="rounded-xl border border-slate-200 bg-white p-4 text-sm dark:border-slate-800 dark:bg-slate-900"
      >
        <p>{t`Downloads take ${mine} MB.`}</p>
        <p className="mt-1 text-slate-600 dark:text-slate-300">{t`This browser does not say how much storage is left.`}</p>
        <Kept persisted={persisted} />
      </section>
    )
  }
  const share = (n: number) => `${Math.min(100, Math.max(0, (n / figures.quota) * 100))}%`
  const used = formatMb(i18n, figures.usage)
  const free = formatMb(i18n, Math.max(0, figures.quota - figures.usage))
  const percent = formatCount(i18n, Math.round((figures.usage / figures.quota) * 100))
  return (
    <section
      aria-label={t`Storage`}
      className="rounded-xl border border-slate-200 bg-white p-4 text-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <div
        role="meter"
        aria-label={t`Storage used`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round((figures.usage / figures.quota) * 100)}
        aria-valuetext={t`${percent}% used`}
        className="flex h-2.5 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700"
      >
        <div className="h-full bg-primary-strong dark:bg-sky-400" style={{ width: share(Math.min(downloads, figures.usage)) }} />
        <div className="h-full bg-slate-400 dark:bg-slate-500" style={{ width: share(Math.max(0, figures.usage - downloads)) }} />
      </div>
      <p className="mt-2 flex flex-wrap justify-between gap-x-3 tabular-nums">
        <span>
          <span aria-hidden="true" className="mr-1 inline-block size-2.5 rounded-full bg-primary-strong align-middle dark:bg-sky-400" />
          <LangRuns text={t`Downloads: ${mine} MB`} />
        </span>
        <span className="text-slate-600 dark:text-slate-300">
          <LangRuns text={t`${used} MB used, ${free} MB free`} />
        </span>
      </p>
      <Kept persisted={persisted} />
    </section>
  )
}
