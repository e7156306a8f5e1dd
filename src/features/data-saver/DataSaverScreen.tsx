import { useRouter } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { dataUsePerHour } from './data-use'
import { chooseDataSaver } from './actions'
import { useConnectionHints, useDataSaverSetting, useLadder } from './queries'
import { DATA_SAVER_SETTINGS, dataSaverOn, type DataSaverSetting } from '../../lib/data-saver'
import { formatCount } from '../../i18n/numbers'
import { PackPrices } from './PackPrices'
import { MeterSection } from './MeterSection'
import { AllowanceSection } from './AllowanceSection'
import { useRoving } from '../../ui/use-roving'
import { LangRuns } from '../../ui/LangRuns'

const CHOICES: Record<DataSaverSetting, { label: MessageDescriptor; detail: MessageDescriptor }> = {
  auto: {
    label: msg`Auto`,
    detail: msg`Saves data when your browser asks to or the connection is 3G or slower.`,
  },
  on: {
    label: msg`On`,
    detail: msg`Starts at the lowest quality and stays at 360p or below, with a shorter buffer.`,
  },
  off: {
    label: msg`Off`,
    detail: msg`The best quality your connection and screen allow.`,
  },
}

/** /data-saver: the three choices with a tick, each with the data it is expected to use per hour. */
export function DataSaverScreen() {
  const { t, i18n } = useLingui()
  const services = useRouter().options.context.services
  const setting = useDataSaverSetting()
  const hints = useConnectionHints()
  const ladder = useLadder(services)
  const item = useRoving(DATA_SAVER_SETTINGS.length, DATA_SAVER_SETTINGS.indexOf(setting), {
    onMove: (i) => chooseDataSaver(DATA_SAVER_SETTINGS[i] ?? setting),
  })

  const usage = (choice: DataSaverSetting) => {
    if (ladder === undefined)
      return <span className="inline-block h-4 w-20 animate-pulse rounded bg-slate-200 dark:bg-slate-700" aria-hidden="true" />
    const perHour = ladder ? dataUsePerHour(ladder, dataSaverOn(hints, choice)) : null
    if (perHour === null) return null
    const mb = formatCount(i18n, perHour)
    return (
      <span className="text-sm font-medium text-slate-700 dark:text-slate-200">
        <LangRuns text={t`≈ ${mb} MB/h`} />
      </span>
    )
  }

  return (
    <div className="mx-auto max-w-xl px-4 py-4">
      <p className="text-sm text-slate-600 dark:text-slate-300">{t`Choose how much mobile data videos may use.`}</p>
      {/* A radio group, not a list: its rows are radios, which the arrow keys move through and check. */}
      <div
        role="radiogroup"
        aria-label={t`Data saver`}
        className="mt-4 divide-y divide-slate-200 rounded-xl ring-1 ring-slate-200 dark:divide-slate-800 dark:ring-slate-800"
      >
        {DATA_SAVER_SETTINGS.map((choice, i) => {
          const selected = setting === choice
          const now = choice === 'auto' ? (dataSaverOn(hints, 'auto') ? t`Now: on` : t`Now: off`) : null
          return (
            <button
              key={choice}
              {...item(i)}
              type="button"
              role="radio"
              aria-checked={selected}
              onClick={() => chooseDataSaver(choice)}
              className="flex w-full items-center gap-3 px-4 py-3 text-left hover:bg-slate-50 dark:hover:bg-slate-900"
            >
              <span className="min-w-0 flex-1 break-words">
                <span className="block font-medium">
                  {i18n._(CHOICES[choice].label)}
                  {now && <span className="ml-2 text-sm font-normal text-slate-600 dark:text-slate-300">({now})</span>}
                </span>
                <span className="mt-0.5 block text-sm text-slate-600 dark:text-slate-300">
                  <LangRuns text={i18n._(CHOICES[choice].detail)} />
                </span>
                <span className="mt-1 block">{usage(choice)}</span>
              </span>
              <span className="grid size-6 shrink-0 place-items-center text-primary-strong dark:text-primary">
                {selected && (
                  <svg
                    viewBox="0 0 24 24"
                    width={24}
                    height={24}
                    fill="none"
                    stroke="currentColor"
                    strokeWidth={2}
                    strokeLinecap="round"
                    strokeLinejoin="round"
                    aria-hidden="true"
                  >
                    <path d="m5 12 5 5 9-10" />
                  </svg>
                )}
              </span>
            </button>
          )
        })}
      </div>
      {ladder === null && (
        <p className="mt-4 text-sm text-slate-600 dark:text-slate-300">{t`Play a video once to see how much data each choice uses.`}</p>
      )}
      {ladder && (
        <p className="mt-4 text-xs text-slate-600 dark:text-slate-300">{t`Estimates for one hour at the richest quality each choice allows; real use depends on the video.`}</p>
      )}
      <PackPrices />
      <MeterSection />
      <AllowanceSection />
    </div>
  )
}
