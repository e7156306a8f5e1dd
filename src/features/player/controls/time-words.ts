import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { formatCount } from '../../../i18n/numbers'
import { isOne } from '../../../i18n/plural'

/** A running time as a screen reader should say it: "1 hour 2 minutes", "1 minute 20 seconds", in the viewer's digits. */
export function durationWords(i18n: I18n, seconds: number): string {
  const s = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0
  const h = Math.floor(s / 3600)
  const m = Math.floor((s % 3600) / 60)
  const sec = s % 60
  const parts: string[] = []
  if (h > 0) {
    const n = formatCount(i18n, h)
    parts.push(isOne(h) ? i18n._(msg`${n} hour`) : i18n._(msg`${n} hours`))
  }
  if (m > 0) {
    const n = formatCount(i18n, m)
    parts.push(isOne(m) ? i18n._(msg`${n} minute`) : i18n._(msg`${n} minutes`))
  }
  // Zero seconds are said only when nothing else is: "37 minutes", not "37 minutes 0 seconds".
  if (sec > 0 || parts.length === 0) {
    const n = formatCount(i18n, sec)
    parts.push(isOne(sec) ? i18n._(msg`${n} second`) : i18n._(msg`${n} seconds`))
  }
  return parts.join(' ')
}

/** The seek slider's value in words: "1 minute 20 seconds of 37 minutes". */
export function seekWords(i18n: I18n, time: number, duration: number): string {
  const now = durationWords(i18n, Math.min(time, duration > 0 ? duration : time))
  const total = durationWords(i18n, duration)
  return i18n._(msg`${now} of ${total}`)
}
