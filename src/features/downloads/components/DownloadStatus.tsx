import { useLingui } from '@lingui/react/macro'
import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { DownloadProblem, DownloadRow, DownloadSettings } from '../../../data/downloads/types'
import { budgetResetAt, nextNightStart } from '../../../data/downloads/policy'
import { describeFailure } from '../../../ui/errors/failure-view'
import { myanmarClock, myanmarDay } from '../format'
import { LangRuns } from '../../../ui/LangRuns'

export type Tone = 'plain' | 'busy' | 'wait' | 'done' | 'bad'

/** Why a download stopped or was refused, in the viewer's words. */
export function problemText(i18n: I18n, problem: DownloadProblem | null): string {
  if (!problem) return i18n._(msg`Something went wrong. Please try again.`)
  switch (problem.kind) {
    case 'quota':
      return i18n._(msg`Not enough storage on this device. Delete some downloads and try again.`)
    case 'license-limit':
      return i18n._(msg`You can keep at most 25 downloads. Delete one to download another.`)
    case 'subscription-ended':
      return i18n._(msg`Renew your subscription to watch`)
    case 'license-expired':
      return i18n._(msg`Its licence has ended. Delete it and download it again to watch.`)
    case 'not-entitled':
      return i18n._(msg`This episode needs a subscription. Subscribe within 7 days to watch it; it is deleted after that.`)
    case 'failure':
      return i18n._(describeFailure(problem.failure).title)
  }
}

/** The moment a waiting download may go on, for the reasons that have one. */
export function waitUntil(row: DownloadRow, settings: DownloadSettings | undefined, now: number): number | null {
  if (!settings || row.state !== 'waiting') return null
  if (row.waitReason === 'night') return nextNightStart(now, settings)
  if (row.waitReason === 'budget') return budgetResetAt(now, settings)
  return null
}

/** One line that says where a download stands, with its own words for every state. */
export function statusOf(i18n: I18n, row: DownloadRow, settings: DownloadSettings | undefined, now: number): { text: string; tone: Tone } {
  switch (row.state) {
    case 'queued':
      return { text: i18n._(msg`Queued`), tone: 'plain' }
    case 'downloading':
      return { text: i18n._(msg`Downloading`), tone: 'busy' }
    case 'paused': {
      if (row.problem?.kind === 'quota') return { text: i18n._(msg`Paused: not enough storage on this device`), tone: 'bad' }
      // The night autopilot paused it as the window closed; it goes on when the window opens.
      if (row.waitReason === 'night' && settings) {
        const time = myanmarClock(i18n, nextNightStart(now, settings))
        return { text: i18n._(msg`Paused until the night window: goes on at ${time} Myanmar time`), tone: 'wait' }
      }
      return { text: i18n._(msg`Paused`), tone: 'plain' }
    }
    case 'completed':
      return { text: i18n._(msg`Downloaded`), tone: 'done' }
    case 'failed':
      return { text: i18n._(msg`Failed: ${problemText(i18n, row.problem)}`), tone: 'bad' }
    case 'expired':
      return { text: problemText(i18n, row.problem ?? { kind: 'license-expired' }), tone: 'bad' }
    case 'locked':
      return row.problem
        ? { text: problemText(i18n, row.problem), tone: 'bad' }
        : { text: i18n._(msg`Waiting to unlock: connect once to watch`), tone: 'wait' }
    case 'waiting': {
      const until = waitUntil(row, settings, now)
      const time = until === null ? '' : myanmarClock(i18n, until)
      const tomorrow = until !== null && myanmarDay(until) !== myanmarDay(now)
      switch (row.waitReason) {
        case 'wifi':
          return { text: i18n._(msg`Waiting for Wi-Fi`), tone: 'wait' }
        case 'night':
          if (until === null) return { text: i18n._(msg`Waiting for the night window`), tone: 'wait' }
          return {
            text: tomorrow
              ? i18n._(msg`Waiting for the night window: starts tomorrow at ${time} Myanmar time`)
              : i18n._(msg`Waiting for the night window: starts at ${time} Myanmar time`),
            tone: 'wait',
          }
        case 'budget':
          if (until === null) return { text: i18n._(msg`Data budget reached`), tone: 'wait' }
          return { text: i18n._(msg`Data budget reached: goes on at ${time} Myanmar time`), tone: 'wait' }
        default:
          return { text: i18n._(msg`Waiting for the network`), tone: 'wait' }
      }
    }
  }
}

const TONE: Record<Tone, string> = {
  plain: 'text-slate-700 dark:text-slate-200',
  busy: 'text-primary-strong dark:text-sky-300',
  wait: 'text-amber-800 dark:text-amber-300',
  done: 'text-emerald-700 dark:text-emerald-300',
  bad: 'text-red-700 dark:text-red-300',
}

export function DownloadStatus({ row, settings, now }: { row: DownloadRow; settings: DownloadSettings | undefined; now: number }) {
  const { i18n } = useLingui()
  const { text, tone } = statusOf(i18n, row, settings, now)
  return (
    <p className={`text-sm font-medium ${TONE[tone]}`}>
      <LangRuns text={text} />
    </p>
  )
}
